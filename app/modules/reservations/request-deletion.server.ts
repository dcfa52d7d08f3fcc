import type { Db } from "~/db/client.server";
import { deletionRequests } from "~/db/schema";
import { writeAudit } from "~/modules/audit/audit.server";
import { type Actor, authorize, authorizePast } from "./authorize";
import { loadReservation } from "./load-reservation.server";
import { messages } from "./messages";
import { snapshot } from "./reservation-dto.server";
import { ReservationError, sqlState, UNIQUE_VIOLATION } from "./reservation-errors";
import { todayIST } from "~/modules/time";

/** Spec 4: a manager or accounts user asks for a deletion; the request keeps a snapshot (3.5). */
export async function requestDeletion(db: Db, options: { actor: Actor; id: string; now?: Date }) {
  const { actor, id, now = new Date() } = options;
  authorize(actor, "reservation.delete.request");
  try {
    return await db.transaction(async (tx) => {
      const reservation = await loadReservation(tx, { id, actor, lock: true });
      authorizePast(actor, reservation.eventDate, todayIST(now), messages.pastOnlyAdmin);
      const [request] = await tx
        .insert(deletionRequests)
        .values({
          reservationId: id,
          requestedBy: actor.id,
          requestedByEmail: actor.email,
          requestedAt: now,
          status: "pending",
          reservationData: snapshot(reservation),
        })
        .returning({ id: deletionRequests.id });
      await writeAudit(tx, {
        actor,
        action: "deletion-request.create",
        entity: "deletion-request",
        entityId: request!.id,
        after: { reservationId: id, status: "pending" },
      });
      return { id: request!.id };
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new ReservationError(409, messages.alreadyRequested);
    throw error;
  }
}
