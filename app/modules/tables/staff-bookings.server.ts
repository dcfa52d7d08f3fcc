import { and, asc, desc, eq, like, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { tableBookings } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { addDays, istWallClock, todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { loadsOn } from "./availability.server";
import { holdCovers, insertWithCode, releaseCovers } from "./book-table.server";
import {
  AREAS,
  type Area,
  areaLabels,
  type BookingStatus,
  fromMinutes,
  holds,
  isArea,
  isStatus,
  slotTimes,
  statusLabels,
  TICK_MINUTES,
  ticksOf,
  timeLabel,
  toMinutes,
} from "./booking-rules";
import { getBookingSettings } from "./settings.server";
import { tableTexts } from "./table-texts";

export interface StaffBookingDto {
  id: string;
  code: string;
  area: Area;
  day: string;
  time: string;
  party: number;
  name: string;
  phone: string;
  email: string | null;
  note: string;
  status: BookingStatus;
  walkIn: boolean;
  verified: boolean;
}

const columns = {
  id: tableBookings.id,
  code: tableBookings.code,
  area: tableBookings.area,
  day: tableBookings.day,
  time: tableBookings.time,
  party: tableBookings.party,
  name: tableBookings.name,
  phone: tableBookings.phone,
  email: tableBookings.email,
  note: tableBookings.note,
  status: tableBookings.status,
  walkIn: tableBookings.walkIn,
  verified: tableBookings.verified,
};

type Row = Omit<StaffBookingDto, "area" | "status"> & { area: string; status: string };

function toDto(row: Row): StaffBookingDto | null {
  if (!isArea(row.area) || !isStatus(row.status)) return null;
  return { ...row, area: row.area, status: row.status };
}

export interface DaySlotView {
  time: string;
  label: string;
  /** Covers held at the slot's start (bookings overlapping it, walk-ins included). */
  held: number;
  bookings: StaffBookingDto[];
}

export interface DayAreaView {
  area: Area;
  label: string;
  covers: number;
  slots: DaySlotView[];
  /** Guests of the day's bookings that hold covers (booked, seated). */
  guests: number;
}

export interface DayView {
  day: string;
  today: string;
  areas: DayAreaView[];
  /** Yesterday's no-shows (issue 31 item 5), always for the day before today. */
  yesterdayNoShows: { bookings: number; guests: number };
}

/** The day view by slot and seating area (issue 31 item 5). */
export async function tableDayView(
  db: Db,
  options: { actor: Actor; day: string; now?: Date },
): Promise<DayView> {
  authorize(options.actor, "tableBooking.manage", tableTexts.denied);
  const today = todayIST(options.now);
  const settings = await getBookingSettings(db);
  const rows = await db
    .select(columns)
    .from(tableBookings)
    .where(eq(tableBookings.day, options.day))
    .orderBy(asc(tableBookings.time), asc(tableBookings.createdAt));
  const bookings = rows.map(toDto).filter((b): b is StaffBookingDto => b !== null);
  const areas = await Promise.all(
    AREAS.map(async (area): Promise<DayAreaView> => {
      const loads = await loadsOn(db, area, options.day);
      const own = bookings.filter((b) => b.area === area);
      const times = [
        ...new Set([...slotTimes(settings.areas[area], settings.slotMinutes), ...own.map((b) => b.time)]),
      ].sort();
      return {
        area,
        label: areaLabels[area],
        covers: settings.areas[area].covers,
        guests: own.filter((b) => holds(b.status)).reduce((n, b) => n + b.party, 0),
        slots: times.map((time) => ({
          time,
          label: timeLabel(time),
          held: loads.get(Math.floor(toMinutes(time) / TICK_MINUTES) * TICK_MINUTES) ?? 0,
          bookings: own.filter((b) => b.time === time),
        })),
      };
    }),
  );
  const [noShows] = await db
    .select({
      bookings: sql<number>`count(*)::int`,
      guests: sql<number>`coalesce(sum(${tableBookings.party}), 0)::int`,
    })
    .from(tableBookings)
    .where(and(eq(tableBookings.day, addDays(today, -1)), eq(tableBookings.status, "no_show")));
  return {
    day: options.day,
    today,
    areas,
    yesterdayNoShows: { bookings: noShows?.bookings ?? 0, guests: noShows?.guests ?? 0 },
  };
}

/** Bookings whose phone holds these digits (at least four), newest day first (issue 31 item 5). */
export async function searchBookingsByPhone(
  db: Db,
  options: { actor: Actor; phone: string },
): Promise<StaffBookingDto[]> {
  authorize(options.actor, "tableBooking.manage", tableTexts.denied);
  const digits = options.phone.replace(/\D/g, "");
  if (digits.length < 4) throw new DomainError(400, tableTexts.invalidPhoneSearch, "phone");
  // The stored key is ten digits: a number typed with +91 or 0 is matched on its last ten.
  const key = digits.length > 10 ? digits.slice(-10) : digits;
  const rows = await db
    .select(columns)
    .from(tableBookings)
    .where(like(tableBookings.phoneKey, `%${key}%`))
    .orderBy(desc(tableBookings.day), asc(tableBookings.time))
    .limit(50);
  return rows.map(toDto).filter((b): b is StaffBookingDto => b !== null);
}

/**
 * One tap on a booking's status (issue 31 item 5): booked, seated, no-show or cancelled, in any
 * direction (a mistaken tap is put right the same way). Leaving 'booked'/'seated' for 'no-show'
 * or 'cancelled' gives the covers back; coming back takes them again, never refused: the staff
 * decide at the door.
 */
export async function setTableBookingStatus(
  db: Db,
  options: { actor: Actor; id: string; status: BookingStatus; events: EventBus; now?: Date },
): Promise<StaffBookingDto> {
  authorize(options.actor, "tableBooking.manage", tableTexts.denied);
  const now = options.now ?? new Date();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...columns, minutes: tableBookings.minutes })
      .from(tableBookings)
      .where(eq(tableBookings.id, options.id))
      .for("update");
    if (!row || !isArea(row.area) || !isStatus(row.status)) throw new DomainError(404, tableTexts.notFound);
    if (row.status === options.status) return toDto(row)!;
    const hold = { area: row.area, day: row.day, ticks: ticksOf(row.time, row.minutes), party: row.party };
    if (holds(row.status) && !holds(options.status)) await releaseCovers(tx, hold);
    if (!holds(row.status) && holds(options.status)) await holdCovers(tx, { ...hold, capacity: null });
    await tx
      .update(tableBookings)
      .set({ status: options.status, statusChangedAt: now, statusChangedBy: options.actor.email })
      .where(eq(tableBookings.id, row.id));
    await writeAudit(tx, {
      actor: options.actor,
      action: "tableBooking.status",
      entity: "tableBooking",
      entityId: row.id,
      before: { status: row.status },
      after: { status: options.status },
    });
    return toDto({ ...row, status: options.status })!;
  });
  await options.events.publish("tables", "booking.status", updated.id);
  return updated;
}

export const statusSavedText = (b: Pick<StaffBookingDto, "name" | "status">) =>
  tableTexts.statusSaved(b.name, statusLabels[b.status]);

/**
 * A walk-in in two fields (issue 31 item 5): seated now, at the current quarter hour, for the
 * booking length; counted against the area's covers (so online guests cannot book the same
 * seats) but never refused. Says whether the area is now over its covers.
 */
export async function addWalkIn(
  db: Db,
  options: { actor: Actor; party: number; area: Area; events: EventBus; now?: Date },
): Promise<{ id: string; overCapacity: boolean }> {
  authorize(options.actor, "tableBooking.manage", tableTexts.denied);
  const now = options.now ?? new Date();
  const clock = istWallClock(now);
  const minute = clock.getUTCHours() * 60 + clock.getUTCMinutes();
  const time = fromMinutes(Math.floor(minute / TICK_MINUTES) * TICK_MINUTES);
  const day = todayIST(now);
  const settings = await getBookingSettings(db);
  const ticks = ticksOf(time, settings.bookingMinutes);
  const result = await db.transaction(async (tx) => {
    await holdCovers(tx, { area: options.area, day, ticks, party: options.party, capacity: null });
    const row = await insertWithCode(tx, {
      area: options.area,
      day,
      time,
      minutes: settings.bookingMinutes,
      party: options.party,
      name: "Walk-in",
      phone: "",
      phoneKey: "",
      status: "seated",
      walkIn: true,
      createdAt: now,
      statusChangedAt: now,
      statusChangedBy: options.actor.email,
    });
    const loads = await loadsOn(tx, options.area, day);
    const covers = settings.areas[options.area].covers;
    await writeAudit(tx, {
      actor: options.actor,
      action: "tableBooking.walkIn",
      entity: "tableBooking",
      entityId: row.id,
      after: { area: options.area, day, time, party: options.party },
    });
    return { id: row.id, overCapacity: ticks.some((t) => (loads.get(t) ?? 0) > covers) };
  });
  await options.events.publish("tables", "booking.walkIn", result.id);
  return result;
}

export const walkInText = (party: number, area: Area, overCapacity: boolean) =>
  overCapacity ? tableTexts.walkInOverCapacity(party, areaLabels[area]) : tableTexts.walkInAdded(party);
