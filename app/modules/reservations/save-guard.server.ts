import { sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { conflictMessage, findOverlapping, type Slot } from "./find-conflict.server";
import { DomainError } from "~/modules/errors";
import { EXCLUSION_VIOLATION, sqlState } from "./sql-state";

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
  const [other] = await findOverlapping(tx, { slot, statuses: ["confirmed"], excludeId });
  if (other) throw new DomainError(409, conflictMessage(other), "eventStartTime");
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
    const [other] = await findOverlapping(db, { slot, statuses: ["confirmed"], excludeId });
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
