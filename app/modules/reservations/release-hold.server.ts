import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { todayIST } from "~/modules/time";
import { authorizePast } from "./authorize";
import { HOLD_REASON_MAX, holdOverrideTexts } from "./hold-override";
import { loadReservation } from "./load-reservation.server";
import { messages } from "./messages";
import { writeReservationChange } from "./write-change.server";
import { followReservation } from "~/modules/contact/enquiries.server";

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
  if (reason.length > HOLD_REASON_MAX) throw new DomainError(400, holdOverrideTexts.reasonTooLong, "reason");
  const enquiry = await db.transaction(async (tx) => {
    const before = await loadReservation(tx, { id, actor, lock: true });
    authorizePast(actor, before.eventDate, todayIST(now), messages.pastOnlyAdmin);
    if (before.status !== "pending") throw new DomainError(409, holdOverrideTexts.notHeld);
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
    // Issue 32 item 10: the enquiry it came from is lost, and says why.
    return followReservation(tx, { reservationId: id, outcome: "hold-released", actor, now });
  });
  await options.events.publish("reservations", "updated", id);
  if (enquiry) await options.events.publish("enquiries", "status", enquiry);
}
