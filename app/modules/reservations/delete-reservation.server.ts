import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { deletionRequests, reservations } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { refuseIfBooked } from "~/modules/billing/balance.server";
import { loadReservation } from "./load-reservation.server";
import { type ReservationRow, snapshot } from "./reservation-dto.server";

/**
 * Removes the row for good. A deletion request still pending for it is settled as approved by the
 * same hand, so the Pending Deletions list never shows a request for a reservation that is gone.
 */
export async function removeReservation(
  tx: Tx,
  options: { actor: Actor; before: ReservationRow; now: Date },
) {
  const { actor, before, now } = options;
  await refuseIfBooked(tx, before.id);
  await tx.delete(reservations).where(eq(reservations.id, before.id));
  await tx
    .update(deletionRequests)
    .set({ status: "approved", processedAt: now, processedBy: actor.role })
    .where(and(eq(deletionRequests.reservationId, before.id), eq(deletionRequests.status, "pending")));
  await writeAudit(tx, {
    actor,
    action: "reservation.delete",
    entity: "reservation",
    entityId: before.id,
    before: snapshot(before),
    after: null,
  });
}

/** Spec 4: an admin delete removes the record permanently (soft-deleted ones included). */
export async function deleteReservation(
  db: Db,
  options: { actor: Actor; id: string; events: EventBus; now?: Date },
) {
  const { actor, id, now = new Date() } = options;
  authorize(actor, "reservation.delete.permanent");
  await db.transaction(async (tx) => {
    const before = await loadReservation(tx, { id, actor, lock: true });
    await removeReservation(tx, { actor, before, now });
  });
  await options.events.publish("reservations", "changed", id);
}
