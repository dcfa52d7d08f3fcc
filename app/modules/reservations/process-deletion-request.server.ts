import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { deletionRequests, reservations } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { authorizePast } from "./authorize";
import { removeReservation } from "./delete-reservation.server";
import { messages } from "./messages";
import { idSchema } from "./reservations.schema";
import { todayIST } from "~/modules/time";

/**
 * Spec 4: approve (the reservation is deleted for good, the request keeps its snapshot) or reject
 * (the reservation stays). Both record processedAt and processedBy (the processor's role).
 * Only admins may approve once the event date has passed (spec 6: acting on past reservations).
 */
export async function processDeletionRequest(
  db: Db,
  options: { actor: Actor; requestId: string; decision: "approve" | "reject"; events: EventBus; now?: Date },
) {
  const { actor, requestId, decision, now = new Date() } = options;
  authorize(actor, "deletionRequest.process");
  if (!idSchema.safeParse(requestId).success) throw new DomainError(404, messages.requestNotPending);
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: deletionRequests.id,
        status: deletionRequests.status,
        reservationId: deletionRequests.reservationId,
      })
      .from(deletionRequests)
      .where(eq(deletionRequests.id, requestId))
      .for("update");
    if (request?.status !== "pending") throw new DomainError(409, messages.requestNotPending);
    const status = decision === "approve" ? "approved" : "rejected";
    if (decision === "approve") {
      const [reservation] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, request.reservationId))
        .for("update");
      if (reservation) {
        // Approving deletes the reservation for good: the same past-date rule as a direct delete.
        authorizePast(actor, reservation.eventDate, todayIST(now), messages.pastOnlyAdmin);
        await removeReservation(tx, { actor, before: reservation, now });
      }
    }
    await tx
      .update(deletionRequests)
      .set({ status, processedAt: now, processedBy: actor.role })
      .where(eq(deletionRequests.id, requestId));
    await writeAudit(tx, {
      actor,
      action: `deletion-request.${decision}`,
      entity: "deletion-request",
      entityId: requestId,
      // The reservation's id lets its History and the audit filter find the decision.
      before: { reservationId: request.reservationId, status: "pending" },
      after: {
        reservationId: request.reservationId,
        status,
        processedBy: actor.role,
        processedAt: now.toISOString(),
      },
    });
  });
  await options.events.publish("reservations", "changed");
}
