import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { clientFinalDetails, reservations } from "~/db/schema";
import { writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { formatLongDate, todayIST } from "~/modules/time";
import { resolveClientToken } from "./links.server";
import { lockDateOf } from "./schedule";
import { readClientPageSettings } from "./schedule.server";

export const finalDetailsTexts = {
  locked: (date: string) => `Final details were locked on ${date}. Please call the hall to change them.`,
  guests: "Please give the guaranteed guest count (a whole number from 1).",
  split: (n: number) => `The veg and non-veg guests must add up to the guaranteed count (${n}).`,
  notes: "Notes can be at most 1,000 characters.",
  saved: "Thank you: your final details are saved.",
} as const;

export interface FinalDetails {
  guaranteedGuests: number;
  vegGuests: number;
  nonVegGuests: number;
  notes: string;
  updatedAt: Date;
}

export async function readFinalDetails(db: Db, reservationId: string): Promise<FinalDetails | null> {
  const [row] = await db
    .select({
      guaranteedGuests: clientFinalDetails.guaranteedGuests,
      vegGuests: clientFinalDetails.vegGuests,
      nonVegGuests: clientFinalDetails.nonVegGuests,
      notes: clientFinalDetails.notes,
      updatedAt: clientFinalDetails.updatedAt,
    })
    .from(clientFinalDetails)
    .where(eq(clientFinalDetails.reservationId, reservationId));
  return row ?? null;
}

/** The lock: `lockDays` (a setting, default 7) before the event; from that IST day on, read-only. */
export async function finalDetailsLock(
  db: Db,
  options: { eventDate: string; now?: Date },
): Promise<{ lockDate: string; locked: boolean; message: string }> {
  const { lockDays } = await readClientPageSettings(db);
  const lockDate = lockDateOf(options.eventDate, lockDays);
  return {
    lockDate,
    locked: todayIST(options.now) >= lockDate,
    message: finalDetailsTexts.locked(formatLongDate(lockDate)),
  };
}

const whole = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The client confirms the guaranteed guest count, the veg and non-veg split and notes (issue 30
 * item 4) until the lock date; each change is audited (the reservation's history) and published
 * to the staff screens.
 */
export async function saveFinalDetails(
  db: Db,
  options: {
    token: string;
    input: { guaranteed: string; veg: string; nonVeg: string; notes: string };
    events?: EventBus;
    now?: Date;
  },
): Promise<void> {
  const reservationId = await resolveClientToken(db, options);
  if (!reservationId) throw new DomainError(404, "not found");
  const [r] = await db
    .select({ eventDate: reservations.eventDate })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  const lock = await finalDetailsLock(db, { eventDate: r!.eventDate, now: options.now });
  if (lock.locked) throw new DomainError(409, lock.message);
  const guaranteed = whole(options.input.guaranteed);
  if (guaranteed === null || guaranteed < 1 || guaranteed > 100_000)
    throw new DomainError(400, finalDetailsTexts.guests);
  const veg = whole(options.input.veg || "0");
  const nonVeg = whole(options.input.nonVeg || "0");
  if (veg === null || nonVeg === null || veg + nonVeg !== guaranteed)
    throw new DomainError(400, finalDetailsTexts.split(guaranteed));
  const notes = options.input.notes.trim();
  if (notes.length > 1000) throw new DomainError(400, finalDetailsTexts.notes);
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(clientFinalDetails)
      .where(eq(clientFinalDetails.reservationId, reservationId))
      .for("update");
    const values = {
      guaranteedGuests: guaranteed,
      vegGuests: veg,
      nonVegGuests: nonVeg,
      notes,
      updatedAt: now,
    };
    await tx
      .insert(clientFinalDetails)
      .values({ reservationId, ...values })
      .onConflictDoUpdate({ target: clientFinalDetails.reservationId, set: values });
    await writeAudit(tx, {
      actor: null,
      action: "finalDetails.client",
      entity: "finalDetails",
      entityId: reservationId,
      before: before
        ? {
            reservationId,
            guaranteedGuests: before.guaranteedGuests,
            vegGuests: before.vegGuests,
            nonVegGuests: before.nonVegGuests,
            notes: before.notes,
          }
        : null,
      after: { reservationId, guaranteedGuests: guaranteed, vegGuests: veg, nonVegGuests: nonVeg, notes },
    });
  });
  void options.events?.publish("reservations", "final-details", reservationId);
}
