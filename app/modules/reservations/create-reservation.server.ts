import type { Db } from "~/db/client.server";
import { reservations } from "~/db/schema";
import { writeAudit } from "~/modules/audit/audit.server";
import { type Actor, authorize, authorizePast } from "./authorize";
import { messages } from "./messages";
import { snapshot } from "./reservation-dto.server";
import { ReservationError } from "./reservation-errors";
import { reservationValues } from "./reservation-values";
import type { ReservationInput } from "./reservations.schema";
import { explainFailure, refuseDoubleBooking, retryOnDeadlock } from "./save-guard.server";
import { todayIST } from "~/modules/time";

export async function createReservation(
  db: Db,
  options: { actor: Actor; input: ReservationInput; now?: Date },
): Promise<{ id: string }> {
  const { actor, input, now = new Date() } = options;
  authorize(actor, "reservation.create", messages.noAddPermission);
  if (input.status === "soft-deleted") throw new ReservationError(400, "Please choose a status.", "status");
  authorizePast(actor, input.eventDate, todayIST(now), messages.pastOnlyAdmin);
  const values = reservationValues(input);
  try {
    return await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        if (values.status === "confirmed") await refuseDoubleBooking(tx, input, null);
        const [row] = await tx
          .insert(reservations)
          .values({ ...values, createdBy: actor.id, createdByEmail: actor.email, createdAt: now })
          .returning();
        await writeAudit(tx, {
          actor,
          action: "reservation.create",
          entity: "reservation",
          entityId: row!.id,
          after: snapshot(row!),
        });
        return { id: row!.id };
      }),
    );
  } catch (error) {
    if (error instanceof ReservationError) throw error;
    return explainFailure(db, error, input, null);
  }
}
