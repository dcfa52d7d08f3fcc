import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { tableBookings, tableSlotLoads } from "~/db/schema";
import { writeAudit } from "~/modules/audit/audit.server";
import { checkCaptcha, consumeCaptcha } from "~/modules/contact/captcha.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { enqueueMail } from "~/modules/outbox/outbox.server";
import { venue } from "~/modules/site-content/venue";
import { bookingWindow, dayAvailability, startedBefore } from "./availability.server";
import {
  type Area,
  alternatives,
  type BookingField,
  type BookingInput,
  type BookingSettings,
  type BookingValues,
  blocked,
  bookingMessages,
  CODE_ALPHABET,
  checkBooking,
  slotTimes,
  ticksOf,
  toMinutes,
} from "./booking-rules";
import { bookingMail } from "./booking-view";
import { areaCovers, blocksOn, getBookingSettings } from "./settings.server";

/** Per address (issue 31 item 2: "per browser"): bookings in an hour. */
export const ADDRESS_LIMIT = { bookings: 5, windowMs: 60 * 60_000 } as const;
/** Per phone number: bookings made in a day. */
export const PHONE_LIMIT = { bookings: 3, windowMs: 24 * 60 * 60_000 } as const;

export const limitMessages = {
  address: `You have made ${ADDRESS_LIMIT.bookings} bookings in the last hour. Please try again later, or call us on ${venue.phone}.`,
  phone: `This phone number has made ${PHONE_LIMIT.bookings} bookings in the last 24 hours. Please call us on ${venue.phone} to book more.`,
} as const;

export function bookingSenderKey(ip: string): string {
  return createHash("sha256").update(`table-booking-sender:${ip}`).digest("hex");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(`table-booking:${token}`).digest("hex");
}

export function newBookingCode(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export type BookTableResult =
  | { ok: true; status: 201; code: string; token: string; id: string; mailed: boolean }
  | {
      ok: false;
      status: 400 | 403 | 409 | 429;
      message: string;
      fields?: BookingField[];
      /** A full slot's nearest free times (HH:MM), offered as buttons. */
      alternatives?: string[];
      dropped?: "honeypot";
    };

/** Thrown inside the booking's transaction when a quarter hour has no room: the transaction rolls back. */
class NoRoom extends Error {}

/**
 * Takes `party` covers on every quarter hour the booking holds, one conditional upsert per
 * quarter hour in ascending order (the same order in every transaction: no deadlock). PostgreSQL
 * locks the counter's row for the update and evaluates `covers + party <= capacity` on its latest
 * committed value, so of simultaneous bookings of the last covers exactly one gets its row back;
 * the others get none and roll back. `capacity` null: staff (a walk-in, a status set back) are
 * never refused.
 */
export async function holdCovers(
  tx: Tx,
  hold: { area: Area; day: string; ticks: number[]; party: number; capacity: number | null },
): Promise<boolean> {
  // A new counter row is inserted with the party alone: it must fit on its own.
  if (hold.capacity !== null && hold.party > hold.capacity) return false;
  for (const tick of [...hold.ticks].sort((a, b) => a - b)) {
    const condition =
      hold.capacity === null
        ? sql``
        : sql` where ${tableSlotLoads.covers} + excluded.covers <= ${hold.capacity}`;
    const rows = await tx.execute<{ covers: number }>(sql`
      insert into ${tableSlotLoads} (area, day, tick, covers)
      values (${hold.area}, ${hold.day}, ${tick}, ${hold.party})
      on conflict (area, day, tick) do update set covers = ${tableSlotLoads.covers} + excluded.covers${condition}
      returning covers`);
    if (rowsOf(rows).length === 0) return false;
  }
  return true;
}

/** Gives a booking's covers back (cancelled, no-show). */
export async function releaseCovers(
  tx: Tx,
  hold: { area: Area; day: string; ticks: number[]; party: number },
): Promise<void> {
  for (const tick of [...hold.ticks].sort((a, b) => a - b)) {
    await tx
      .update(tableSlotLoads)
      .set({ covers: sql`greatest(${tableSlotLoads.covers} - ${hold.party}, 0)` })
      .where(
        and(
          eq(tableSlotLoads.area, hold.area),
          eq(tableSlotLoads.day, hold.day),
          eq(tableSlotLoads.tick, tick),
        ),
      );
  }
}

/** Rows of a raw statement, from either driver (PGlite answers `rows`, node-postgres too). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** A booking row with a code no other booking has (six characters: a clash is rare, then retried). */
export async function insertWithCode(
  tx: Tx,
  values: Omit<typeof tableBookings.$inferInsert, "code">,
): Promise<{ id: string; code: string }> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const [row] = await tx
      .insert(tableBookings)
      .values({ ...values, code: newBookingCode() })
      .onConflictDoNothing({ target: tableBookings.code })
      .returning({ id: tableBookings.id, code: tableBookings.code });
    if (row) return row;
  }
  throw new Error("no free booking code after 10 attempts");
}

/** Refusals decided by the settings alone (hours, blocks, a time already begun). */
function refuseBySettings(
  input: BookingInput,
  settings: BookingSettings,
  blocks: Awaited<ReturnType<typeof blocksOn>>,
  now: Date,
): { message: string; fields: BookingField[] } | null {
  const area = settings.areas[input.area];
  if (!area.bookable) return { message: bookingMessages.closedArea(input.area), fields: ["area"] };
  const times = slotTimes(area, settings.slotMinutes);
  if (!times.includes(input.time)) {
    if (times.length === 0) return { message: bookingMessages.closedArea(input.area), fields: ["area"] };
    return {
      message: bookingMessages.outsideHours(input.area, times[0]!, times[times.length - 1]!),
      fields: ["time"],
    };
  }
  if (toMinutes(input.time) <= startedBefore(input.date, now))
    return { message: bookingMessages.begun, fields: ["time"] };
  // A whole day closed (a private function); closed hours answer like a full slot, with other times.
  if (blocks.some((b) => b.fromTime === null))
    return { message: bookingMessages.dayClosed, fields: ["date"] };
  return null;
}

export interface BookTableOptions {
  values: BookingValues;
  honeypot: string;
  /** The ALTCHA widget's payload; empty when the form was posted without JavaScript. */
  captchaPayload: string;
  senderIp: string;
  secret: string;
  events: EventBus;
  /** Send the confirmation e-mail (SMTP is configured). */
  mail: { origin: string } | null;
  now?: Date;
}

/**
 * A guest's booking from /contact#book-table (issue 31 items 1–4). Order: honeypot, the form's
 * checks, the proof of work, the settings' refusals (hours, blocks, a begun time); then one
 * transaction: the address's and the phone's limits under their locks, the one-use captcha, the
 * booking with its code and private link, its covers on the locked counter (no room: roll back and
 * answer the nearest free times), the e-mail through the outbox, the audit row.
 */
export async function bookTable(db: Db, options: BookTableOptions): Promise<BookTableResult> {
  const now = options.now ?? new Date();
  if (options.honeypot.trim() !== "") {
    return { ok: false, status: 400, message: bookingMessages.dropped, dropped: "honeypot" };
  }
  const settings = await getBookingSettings(db);
  const check = checkBooking(options.values, bookingWindow(settings, now));
  if (!check.ok) return { ok: false, status: 400, message: check.message, fields: check.fields };
  const input = check.value;
  const payload = options.captchaPayload.trim();
  const captcha = payload ? await checkCaptcha(payload, { secret: options.secret }) : null;
  if (captcha && !captcha.ok) return { ok: false, status: 403, message: bookingMessages.captchaFailed };
  const blocks = await blocksOn(db, input.date, input.area);
  const refusal = refuseBySettings(input, settings, blocks, now);
  if (refusal) return { ok: false, status: 400, ...refusal };
  if (blocked(blocks, input.area, input.time, settings.bookingMinutes)) {
    return noRoom(db, input, settings, now);
  }

  const senderKey = bookingSenderKey(options.senderIp);
  const verified = captcha?.ok === true;
  const token = randomBytes(24).toString("base64url");
  try {
    const booked = await db.transaction(async (tx) => {
      // The two limits' locks, always in the same order; held to the commit.
      for (const key of [`table-booking-sender:${senderKey}`, `table-booking-phone:${input.phoneKey}`].sort())
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      const [byAddress] = await tx
        .select({ n: count() })
        .from(tableBookings)
        .where(
          and(
            eq(tableBookings.senderKey, senderKey),
            gt(tableBookings.createdAt, new Date(now.getTime() - ADDRESS_LIMIT.windowMs)),
          ),
        );
      if ((byAddress?.n ?? 0) >= ADDRESS_LIMIT.bookings) throw new DomainError(429, limitMessages.address);
      const [byPhone] = await tx
        .select({ n: count() })
        .from(tableBookings)
        .where(
          and(
            eq(tableBookings.phoneKey, input.phoneKey),
            eq(tableBookings.walkIn, false),
            gt(tableBookings.createdAt, new Date(now.getTime() - PHONE_LIMIT.windowMs)),
          ),
        );
      if ((byPhone?.n ?? 0) >= PHONE_LIMIT.bookings) throw new DomainError(429, limitMessages.phone);
      // The proof of work's expiry is on the real clock it was signed with.
      if (captcha?.ok && !(await consumeCaptcha(tx, captcha))) {
        throw new DomainError(403, bookingMessages.captchaFailed);
      }
      const ticks = ticksOf(input.time, settings.bookingMinutes);
      const capacity = await areaCovers(tx, input.area);
      if (!(await holdCovers(tx, { area: input.area, day: input.date, ticks, party: input.party, capacity })))
        throw new NoRoom();
      const row = await insertWithCode(tx, {
        area: input.area,
        day: input.date,
        time: input.time,
        minutes: settings.bookingMinutes,
        party: input.party,
        name: input.name,
        phone: input.phone,
        phoneKey: input.phoneKey,
        email: input.email,
        note: input.note,
        verified,
        tokenHash: tokenHash(token),
        senderKey,
        createdAt: now,
      });
      // A booking sent without the proof of work gets no e-mail: the form could otherwise be
      // used to send our mail to anyone's address.
      const mailed = Boolean(options.mail && input.email && verified);
      if (mailed && options.mail && input.email) {
        await enqueueMail(tx, {
          ...bookingMail(
            { ...input, day: input.date, code: row.code, minutes: settings.bookingMinutes },
            options.mail.origin,
            token,
            now,
          ),
          to: input.email,
          kind: "table-booking",
          refId: row.id,
          sensitive: true,
          now,
        });
      }
      await writeAudit(tx, {
        actor: null,
        action: "tableBooking.create",
        entity: "tableBooking",
        entityId: row.id,
        after: {
          code: row.code,
          area: input.area,
          day: input.date,
          time: input.time,
          party: input.party,
          verified,
        },
      });
      return { ...row, mailed };
    });
    // Not awaited: the guest's confirmation must neither wait for nor fail with the staff screens.
    void options.events.publish("tables", "booking.created", booked.id);
    return { ok: true, status: 201, code: booked.code, token, id: booked.id, mailed: booked.mailed };
  } catch (error) {
    if (error instanceof NoRoom) return noRoom(db, input, settings, now);
    if (error instanceof DomainError && (error.status === 403 || error.status === 429)) {
      return { ok: false, status: error.status, message: error.message };
    }
    throw error;
  }
}

/** The answer to a full slot: 'No table for 4 at 8:00 PM. Available: 7:30 PM, 9:00 PM.' */
async function noRoom(
  db: Db,
  input: BookingInput,
  settings: BookingSettings,
  now: Date,
): Promise<BookTableResult> {
  const slots = await dayAvailability(db, {
    day: input.date,
    area: input.area,
    party: input.party,
    now,
    settings,
  });
  const others = alternatives(slots, input.time);
  return {
    ok: false,
    status: 409,
    message: bookingMessages.noTable(input.party, input.time, others),
    fields: ["time"],
    alternatives: others,
  };
}
