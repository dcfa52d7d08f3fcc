import type { Db, Tx } from "~/db/client.server";
import { conflictMessage, findOverlapping, type Slot } from "./find-conflict.server";
import { EXCLUSION_VIOLATION, ReservationError, sqlState } from "./reservation-errors";

/** Inside the write's transaction: a friendly refusal before the insert/update when we can see the clash. */
export async function refuseDoubleBooking(tx: Db | Tx, slot: Slot, excludeId: string | null) {
  const [other] = await findOverlapping(tx, { slot, statuses: ["confirmed"], excludeId });
  if (other) throw new ReservationError(409, conflictMessage(other), "eventStartTime");
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
    if (other) throw new ReservationError(409, conflictMessage(other), "eventStartTime");
    throw new ReservationError(409, "The hall is already booked at this time.", "eventStartTime");
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
