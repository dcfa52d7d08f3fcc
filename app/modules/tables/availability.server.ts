import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { tableSlotLoads } from "~/db/schema";
import { addDays, istWallClock, todayIST } from "~/modules/time";
import { type Area, type BookingSettings, daySlots, PARTY, type SlotState } from "./booking-rules";
import { blocksOn, getBookingSettings } from "./settings.server";

/** Covers held per quarter hour of a day in an area. */
export async function loadsOn(db: Db | Tx, area: Area, day: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ tick: tableSlotLoads.tick, covers: tableSlotLoads.covers })
    .from(tableSlotLoads)
    .where(and(eq(tableSlotLoads.area, area), eq(tableSlotLoads.day, day)));
  return new Map(rows.map((r) => [r.tick, r.covers]));
}

/** The minutes after midnight IST of `now` when `day` is today (slots before it have begun), else -1. */
export function startedBefore(day: string, now: Date): number {
  if (day !== todayIST(now)) return day < todayIST(now) ? 1440 : -1;
  const clock = istWallClock(now);
  return clock.getUTCHours() * 60 + clock.getUTCMinutes();
}

/** The days guests may book: today to the window's last day (IST). */
export function bookingWindow(settings: Pick<BookingSettings, "windowDays">, now: Date) {
  const today = todayIST(now);
  return { today, lastDay: addDays(today, settings.windowDays), windowDays: settings.windowDays };
}

/**
 * The slots of a day in an area for a party, as the booking form shows them (issue 31 item 2):
 * computed on the server from the covers per slot less the bookings overlapping it.
 */
export async function dayAvailability(
  db: Db | Tx,
  options: { day: string; area: Area; party: number; now?: Date; settings?: BookingSettings },
): Promise<SlotState[]> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? (await getBookingSettings(db));
  const window = bookingWindow(settings, now);
  const party = Math.min(Math.max(options.party, PARTY.min), PARTY.max);
  const [loads, blocks] = await Promise.all([
    loadsOn(db, options.area, options.day),
    blocksOn(db, options.day, options.area),
  ]);
  const outside = options.day < window.today || options.day > window.lastDay;
  return daySlots({
    settings,
    area: options.area,
    party,
    loads,
    blocks,
    startedBefore: outside ? 1440 : startedBefore(options.day, now),
  });
}
