import type { Db } from "~/db/client.server";
import { deletionRequests } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { refuseIfBooked } from "~/modules/billing/balance.server";
import { authorizePast } from "./authorize";
import { loadReservation } from "./load-reservation.server";
import { messages } from "./messages";
import { snapshot } from "./reservation-dto.server";
import { deletionRequestSchema } from "./reservations.schema";
import { sqlState, UNIQUE_VIOLATION } from "./sql-state";
import { todayIST } from "~/modules/time";
import { parseOrRefuse } from "~/modules/http/parse-or-refuse";

/**
 * Spec 4: a manager or accounts user asks for a deletion; the request keeps a snapshot (3.5) and
 * the requester's optional reason (issue 16).
 */
export async function requestDeletion(
  db: Db,
  options: { actor: Actor; id: string; reason?: string; events: EventBus; now?: Date },
) {
  const { actor, id, now = new Date() } = options;
  authorize(actor, "reservation.delete.request");
  const parsed = parseOrRefuse(deletionRequestSchema, { reason: options.reason ?? "" }, "reason");
  const { reason } = parsed;
  let requested: { id: string };
  try {
    requested = await db.transaction(async (tx) => {
      const reservation = await loadReservation(tx, { id, actor, lock: true });
      authorizePast(actor, reservation.eventDate, todayIST(now), messages.pastOnlyAdmin);
      await refuseIfBooked(tx, id);
      const [request] = await tx
        .insert(deletionRequests)
        .values({
          reservationId: id,
          requestedBy: actor.id,
          requestedByEmail: actor.email,
          requestedAt: now,
          status: "pending",
          reason,
          reservationData: snapshot(reservation),
        })
        .returning({ id: deletionRequests.id });
      await writeAudit(tx, {
        actor,
        action: "deletion-request.create",
        entity: "deletion-request",
        entityId: request!.id,
        after: { reservationId: id, status: "pending", reason },
      });
      return { id: request!.id };
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new DomainError(409, messages.alreadyRequested);
    throw error;
  }
  await options.events.publish("reservations", "changed", id);
  return requested;
}
