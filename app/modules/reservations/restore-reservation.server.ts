import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { restoredHold } from "./hold-until.server";
import { loadReservation } from "./load-reservation.server";
import { messages } from "./messages";
import { notSoftDeleted, writeReservationChange } from "./write-change.server";
import { explainFailure, guardConfirmedSlot, retryOnDeadlock } from "./save-guard.server";
import { isRestorable } from "./statuses";

/**
 * Issue 16: the status the soft delete replaced (a cancelled booking must not come back confirmed
 * and take the slot). Rows soft-deleted before that status was kept go back to confirmed (spec 4).
 */
function restoredStatus(before: string | null): string {
  return before && isRestorable(before) ? before : "confirmed";
}

/**
 * Spec 4: soft-deleted → the status it had before, clearing the three soft-delete fields. Being
 * confirmed again, it must not overlap another confirmed booking made meanwhile; pending again, it
 * holds its date again (issue 16: restoredHold).
 */
export async function restoreReservation(
  db: Db,
  options: { actor: Actor; id: string; events: EventBus; now?: Date },
) {
  const { actor, id, now = new Date() } = options;
  authorize(actor, "reservation.restore");
  let slot = { eventDate: "", eventStartTime: "", eventEndTime: "" };
  try {
    await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const before = await loadReservation(tx, { id, actor, lock: true });
        if (before.status !== "soft-deleted") throw new DomainError(409, messages.notSoftDeleted);
        slot = before;
        const status = restoredStatus(before.statusBeforeSoftDelete);
        // Confirmed again: every check of a confirmed write, a hold too (no override from a restore).
        if (status === "confirmed") {
          await guardConfirmedSlot(tx, { slot: before, excludeId: id, now, changed: true });
        }
        await writeReservationChange(tx, {
          actor,
          before,
          set: {
            status,
            holdUntil: restoredHold(status, before, now),
            ...notSoftDeleted,
            updatedBy: actor.id,
            updatedByEmail: actor.email,
            updatedAt: now,
          },
          action: "reservation.restore",
        });
      }),
    );
  } catch (error) {
    if (error instanceof DomainError) throw error;
    await explainFailure(db, error, slot, id);
  }
  await options.events.publish("reservations", "changed", id);
}
