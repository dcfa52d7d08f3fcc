import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { tableBookings } from "~/db/schema";
import { writeAudit } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";
import { startedBefore } from "./availability.server";
import { releaseCovers, tokenHash } from "./book-table.server";
import { type Area, type BookingStatus, isArea, isStatus, ticksOf, toMinutes } from "./booking-rules";
import { type GuestBookingView, guestBookingMessages, whatsappToRestaurant } from "./booking-view";
import { getBookingSettings } from "./settings.server";

export { guestBookingMessages };

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

const columns = {
  id: tableBookings.id,
  code: tableBookings.code,
  area: tableBookings.area,
  day: tableBookings.day,
  time: tableBookings.time,
  minutes: tableBookings.minutes,
  party: tableBookings.party,
  name: tableBookings.name,
  phone: tableBookings.phone,
  email: tableBookings.email,
  note: tableBookings.note,
  status: tableBookings.status,
};

/** Only a booking's status 'booked' can be cancelled by its guest, and only before its slot begins. */
function cancellable(b: { status: string; day: string; time: string }, now: Date): boolean {
  return b.status === "booked" && toMinutes(b.time) > startedBefore(b.day, now);
}

/** The booking behind a private link (confirmation page, calendar file), or null. */
export async function guestBooking(
  db: Db,
  options: { token: string; now?: Date },
): Promise<GuestBookingView | null> {
  if (!TOKEN.test(options.token)) return null;
  const [row] = await db
    .select(columns)
    .from(tableBookings)
    .where(eq(tableBookings.tokenHash, tokenHash(options.token)));
  if (!row || !isArea(row.area) || !isStatus(row.status)) return null;
  const settings = await getBookingSettings(db);
  const details = { ...row, area: row.area as Area, status: row.status as BookingStatus };
  return {
    ...details,
    cancellable: cancellable(row, options.now ?? new Date()),
    whatsapp: whatsappToRestaurant(settings, details),
  };
}

export type CancelResult =
  | { ok: true; code: string; message: string }
  | { ok: false; status: 404 | 409; message: string };

/**
 * 'Cancel booking' from the private link (issue 31 item 4): works once, up to the slot's start;
 * the covers go back to the counter in the same transaction.
 */
export async function cancelBookingByToken(
  db: Db,
  options: { token: string; events: EventBus; now?: Date },
): Promise<CancelResult> {
  const now = options.now ?? new Date();
  if (!TOKEN.test(options.token)) return { ok: false, status: 404, message: guestBookingMessages.notFound };
  const result = await db.transaction(async (tx): Promise<CancelResult & { id?: string }> => {
    const [row] = await tx
      .select({ ...columns })
      .from(tableBookings)
      .where(eq(tableBookings.tokenHash, tokenHash(options.token)))
      .for("update");
    if (!row || !isArea(row.area)) return { ok: false, status: 404, message: guestBookingMessages.notFound };
    if (row.status === "cancelled")
      return { ok: false, status: 409, message: guestBookingMessages.alreadyCancelled };
    if (!cancellable(row, now)) return { ok: false, status: 409, message: guestBookingMessages.tooLate };
    await tx
      .update(tableBookings)
      .set({ status: "cancelled", statusChangedAt: now, statusChangedBy: "guest" })
      .where(eq(tableBookings.id, row.id));
    await releaseCovers(tx, {
      area: row.area,
      day: row.day,
      ticks: ticksOf(row.time, row.minutes),
      party: row.party,
    });
    await writeAudit(tx, {
      actor: null,
      action: "tableBooking.cancel",
      entity: "tableBooking",
      entityId: row.id,
      before: { status: row.status },
      after: { status: "cancelled", by: "guest" },
    });
    return { ok: true, code: row.code, message: guestBookingMessages.cancelled(row.code), id: row.id };
  });
  if (result.ok) void options.events.publish("tables", "booking.cancelled", result.id);
  const { id: _id, ...answer } = result as CancelResult & { id?: string };
  return answer;
}
