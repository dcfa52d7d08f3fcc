import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { reservations } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { authorizePast } from "./authorize";
import { loadReservation } from "./load-reservation.server";
import { messages } from "./messages";
import { snapshot } from "./reservation-dto.server";
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
    const [after] = await tx
      .update(reservations)
      .set({
        status: "soft-deleted",
        softDeletedBy: actor.id,
        softDeletedByEmail: actor.email,
        softDeletedAt: now,
        statusBeforeSoftDelete: before.status,
        version: sql`${reservations.version} + 1`,
      })
      .where(eq(reservations.id, id))
      .returning();
    await writeAudit(tx, {
      actor,
      action: "reservation.soft-delete",
      entity: "reservation",
      entityId: id,
      before: snapshot(before),
      after: snapshot(after!),
    });
  });
  await options.events.publish("reservations", "changed", id);
}
