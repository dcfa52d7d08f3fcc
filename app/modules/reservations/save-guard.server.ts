import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { reservations } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import {
  conflictMessage,
  type FirstOptionHold,
  findFirstOptionHolds,
  findOverlapping,
  findTooClose,
  type Slot,
} from "./find-conflict.server";
import { DomainError } from "~/modules/errors";
import { authorize } from "~/permissions";
import { followReservation } from "~/modules/contact/enquiries.server";
import { turnaroundMessage } from "./hall-settings";
import { readHallSettings } from "./hall-settings.server";
import { holdMessage, holdOverrideTexts } from "./hold-override";
import { EXCLUSION_VIOLATION, sqlState } from "./sql-state";
import { doubleBookingStatuses } from "./statuses";

/**
 * Inside the write's transaction, before the insert/update that makes a reservation confirmed:
 * waits until no other such write is in progress, then refuses with the friendly message when the
 * slot is taken. Every path to "confirmed" (create, edit, restore) comes through here, so confirmed
 * writes of the hall take turns, each seeing the previous winner. Without the turn, concurrent
 * writers deadlocked on each other's uncommitted rows inside the exclusion constraint check
 * (PostgreSQL's log: 125 "deadlock detected" in one double-booking run of 100 clients); each
 * deadlock costs a 1 s wait, the waits held every pooled connection, and clients got 500s.
 * The exclusion constraint stays the guarantee. Row locks (edit, restore) are taken before this
 * one and none after it, so it cannot close a deadlock cycle.
 */
export async function refuseDoubleBooking(tx: Db | Tx, slot: Slot, excludeId: string | null) {
  await waitForConfirmedWriteTurn(tx);
  const [other] = await findOverlapping(tx, { slot, statuses: doubleBookingStatuses, excludeId });
  if (other) throw new DomainError(409, conflictMessage(other), "eventStartTime");
}

/** What a write that makes a reservation confirmed is checked against (issue 32 items 7 and 9). */
export interface ConfirmedSlotGuard {
  slot: Slot;
  /** The reservation being saved (edit, restore); null on create. */
  excludeId: string | null;
  now: Date;
  /**
   * The reservation becomes confirmed or moves: the time between events and the holds are checked
   * then. A confirmed reservation saved in its own slot is only checked for a double booking, so a
   * setting raised later or a hold asked for afterwards does not stop an edit of its notes.
   */
  changed: boolean;
  /** Confirm over another client's 1st-option hold, with the reason (admin and operations). */
  override?: { actor: Actor; reason: string } | null;
}

/**
 * Every check of a write that makes a reservation confirmed, in its transaction and its turn (the
 * advisory lock below: confirmed writes of the hall take turns, so each sees the one before it and
 * none can slip between another's check and its write): no double booking; the hall's time between
 * events (issue 32 item 9: 'The hall needs 60 minutes between events.'); no other client's unexpired
 * 1st-option hold (item 7), unless overridden with a reason. Returns the holds an override releases
 * (releaseOverriddenHolds, once the reservation is written).
 */
export async function guardConfirmedSlot(tx: Db | Tx, guard: ConfirmedSlotGuard): Promise<FirstOptionHold[]> {
  const { slot, excludeId } = guard;
  await refuseDoubleBooking(tx, slot, excludeId);
  if (!guard.changed) return [];
  const { turnaroundMinutes } = await readHallSettings(tx);
  const [near] = await findTooClose(tx, { slot, minutes: turnaroundMinutes, excludeId });
  if (near) throw new DomainError(409, turnaroundMessage(turnaroundMinutes), "eventStartTime");
  const holds = await findFirstOptionHolds(tx, { slot, excludeId, now: guard.now });
  if (holds.length === 0) return [];
  if (!guard.override) throw new DomainError(409, holdMessage(holds[0]!), "holdOverride");
  authorize(guard.override.actor, "reservation.hold.override", holdOverrideTexts.overrideDenied);
  return holds;
}

/**
 * Issue 32 item 7: the holds an override confirmed over are released: each becomes cancelled with
 * who, when, why and the reservation confirmed over it, written in both reservations' history.
 */
export async function releaseOverriddenHolds(
  tx: Tx,
  options: {
    holds: FirstOptionHold[];
    actor: Actor;
    reason: string;
    confirmed: { id: string; eventName: string };
    now: Date;
  },
): Promise<string[]> {
  const { actor, reason, confirmed, now } = options;
  const released: string[] = [];
  for (const hold of options.holds) {
    const [row] = await tx
      .update(reservations)
      .set({
        status: "cancelled",
        holdReleasedAt: now,
        holdReleasedByEmail: actor.email,
        holdReleaseReason: reason,
        holdReleasedFor: confirmed.id,
        updatedBy: actor.id,
        updatedByEmail: actor.email,
        updatedAt: now,
        version: sql`${reservations.version} + 1`,
      })
      .where(and(eq(reservations.id, hold.id), eq(reservations.status, "pending")))
      .returning({ id: reservations.id });
    if (!row) continue;
    released.push(row.id);
    // Issue 32 item 10: the released client's enquiry is lost, and says why.
    await followReservation(tx, { reservationId: hold.id, outcome: "hold-released", actor, now });
    await writeAudit(tx, {
      actor,
      action: "reservation.hold-released",
      entity: "reservation",
      entityId: hold.id,
      before: { status: "pending", holdUntil: hold.holdUntil.toISOString() },
      after: {
        status: "cancelled",
        holdReleaseReason: reason,
        confirmedOverBy: `${confirmed.eventName} (${confirmed.id})`,
      },
    });
    await writeAudit(tx, {
      actor,
      action: "reservation.hold-override",
      entity: "reservation",
      entityId: confirmed.id,
      after: {
        holdOverridden: `${hold.eventName} for ${hold.clientName} (${hold.id})`,
        holdReleaseReason: reason,
      },
    });
  }
  return released;
}

/** Held until the transaction ends: the turn of one write that makes a reservation confirmed. */
export async function waitForConfirmedWriteTurn(tx: Db | Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reservations:luxe:confirmed'))`);
}

/**
 * After a failed write: a concurrent request won the slot between our check and our write, and the
 * exclusion constraint refused us. Name the winner (now committed) in the same words.
 */
export async function explainFailure(
  db: Db,
  error: unknown,
  slot: Slot,
  excludeId: string | null,
): Promise<never> {
  if (sqlState(error) === EXCLUSION_VIOLATION) {
    const [other] = await findOverlapping(db, { slot, statuses: doubleBookingStatuses, excludeId });
    if (other) throw new DomainError(409, conflictMessage(other), "eventStartTime");
    throw new DomainError(409, "The hall is already booked at this time.", "eventStartTime");
  }
  throw error;
}

const RETRYABLE = new Set(["40P01", "40001"]);

/**
 * Concurrent inserts checked by one exclusion constraint can deadlock on each other (each waits
 * for the other's uncommitted row); PostgreSQL kills one of them. Running that one again is safe:
 * its transaction rolled back, and the retry sees the winner and gets the friendly refusal.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= attempts || !state || !RETRYABLE.has(state)) throw error;
      // Jittered back-off: with many clients racing for one slot, retrying in lockstep deadlocks again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
