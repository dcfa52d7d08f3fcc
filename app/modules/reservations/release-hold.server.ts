import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { todayIST } from "~/modules/time";
import { authorizePast } from "./authorize";
import { HOLD_REASON_MAX, holdTexts } from "./holds";
import { loadReservation } from "./load-reservation.server";
import { messages } from "./messages";
import { writeReservationChange } from "./write-change.server";

/**
 * Issue 32 item 7: 'Release the hold': a pending reservation gives up its date (cancelled, with who,
 * when and the optional reason on it and in its history), so the next option or another booking may
 * take the slot. A status change, so for those who may edit (admin, operations).
 */
export async function releaseHold(
  db: Db,
  options: { actor: Actor; id: string; reason?: string; events: EventBus; now?: Date },
): Promise<void> {
  const { actor, id, now = new Date() } = options;
  authorize(actor, "reservation.edit", messages.noEditPermission);
  const reason = (options.reason ?? "").trim();
  if (reason.length > HOLD_REASON_MAX) throw new DomainError(400, holdTexts.reasonTooLong, "reason");
  await db.transaction(async (tx) => {
    const before = await loadReservation(tx, { id, actor, lock: true });
    authorizePast(actor, before.eventDate, todayIST(now), messages.pastOnlyAdmin);
    if (before.status !== "pending") throw new DomainError(409, holdTexts.notHeld);
    await writeReservationChange(tx, {
      actor,
      before,
      set: {
        status: "cancelled",
        holdReleasedAt: now,
        holdReleasedByEmail: actor.email,
        holdReleaseReason: reason,
        holdReleasedFor: null,
        updatedBy: actor.id,
        updatedByEmail: actor.email,
        updatedAt: now,
      },
      action: "reservation.hold-released",
    });
  });
  await options.events.publish("reservations", "updated", id);
}
