import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { refuseIfBooked } from "~/modules/billing/balance.server";
import { authorizePast } from "./authorize";
import { loadReservation } from "./load-reservation.server";
import { messages } from "./messages";
import { softDeletedFields, writeReservationChange } from "./write-change.server";
import { todayIST } from "~/modules/time";

/** Spec 4: an operations delete hides the reservation and records who and when. */
export async function softDeleteReservation(
  db: Db,
  options: { actor: Actor; id: string; events: EventBus; now?: Date },
) {
  const { actor, id, now = new Date() } = options;
  authorize(actor, "reservation.delete.soft");
  await db.transaction(async (tx) => {
    const before = await loadReservation(tx, { id, actor, lock: true });
    authorizePast(actor, before.eventDate, todayIST(now), messages.pastOnlyAdmin);
    await refuseIfBooked(tx, id);
    await writeReservationChange(tx, {
      actor,
      before,
      set: { status: "soft-deleted", ...softDeletedFields(actor, now, before.status) },
      action: "reservation.soft-delete",
    });
  });
  await options.events.publish("reservations", "changed", id);
}
