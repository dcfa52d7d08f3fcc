import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { reservations } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize, can } from "~/permissions";
import { authorizePast } from "./authorize";
import { holdFor } from "./hold-until.server";
import { loadReservation } from "./load-reservation.server";
import { messages } from "./messages";
import { notSoftDeleted, softDeletedFields, writeReservationChange } from "./write-change.server";
import { reservationValues } from "./reservation-values";
import type { ReservationInput } from "./reservations.schema";
import {
  explainFailure,
  guardConfirmedSlot,
  releaseOverriddenHolds,
  retryOnDeadlock,
} from "./save-guard.server";
import type { Slot } from "./find-conflict.server";
import { followReservation, type ReservationOutcome } from "~/modules/contact/enquiries.server";
import { formatTime, todayIST } from "~/modules/time";
import { applyFormAdvance } from "~/modules/billing/ledger.server";
import { saveClientBilling } from "~/modules/billing/client-billing.server";
import { saveReservationTaxLine } from "~/modules/billing/tax-lines.server";
import { readReservationFacts, refuseIfBooked, reservationBalance } from "~/modules/billing/balance.server";
import { fromPaise, toPaise } from "~/modules/money";

export async function updateReservation(
  db: Db,
  options: { actor: Actor; id: string; input: ReservationInput; events: EventBus; now?: Date },
): Promise<{ id: string }> {
  const { actor, id, input, events, now = new Date() } = options;
  authorize(actor, "reservation.edit", messages.noEditPermission);
  if (input.status === "soft-deleted" && !can(actor.role, "reservation.status.softDeleted")) {
    throw new DomainError(403, messages.noEditPermission, "status");
  }
  const values = reservationValues(input);
  const today = todayIST(now);
  let released: string[] = [];
  const enquiriesChanged: string[] = [];
  try {
    await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const before = await loadReservation(tx, { id, actor, lock: true });
        authorizePast(actor, before.eventDate, today, messages.pastOnlyAdmin);
        authorizePast(actor, input.eventDate, today, messages.pastOnlyAdmin);
        if (input.version !== undefined && input.version !== before.version) {
          throw new DomainError(409, messages.staleEdit);
        }
        const overridden =
          values.status === "confirmed"
            ? await guardConfirmedSlot(tx, {
                slot: input,
                excludeId: id,
                now,
                changed: slotChanged(before, input),
                override: input.holdOverride ? { actor, reason: input.holdOverrideReason } : null,
              })
            : [];
        // Issue 27 item 15: soft-deleting through the form keeps the books rule too.
        if (values.status === "soft-deleted" && before.status !== "soft-deleted")
          await refuseIfBooked(tx, id);
        await saveClientBilling(tx, id, input, now);
        await saveReservationTaxLine(tx, id, input.taxLineId || undefined, now);
        // Issue 27 item 16: the stored advance and remaining due are the one balance's. Once the
        // reservation has ledger entries they decide its advance (the field is read-only); before,
        // the form's advance becomes its first payment (below, once the edit is written).
        const facts = await readReservationFacts(tx, id);
        const formAdvance = toPaise(values.advanceAmountReceived);
        const balance = reservationBalance(
          values,
          facts.ledger.length > 0 ? facts : { ...facts, ledger: [{ kind: "payment", amount: formAdvance }] },
        );
        const totals = {
          advanceAmountReceived: fromPaise(balance.received),
          remainingAmountDue: fromPaise(balance.remainingDue),
        };
        const softDelete =
          values.status === "soft-deleted"
            ? before.status === "soft-deleted"
              ? {}
              : softDeletedFields(actor, now, before.status)
            : notSoftDeleted;
        const holdUntil = holdFor({ actor, input, now, before });
        const after = await writeReservationChange(tx, {
          actor,
          before,
          set: {
            ...values,
            ...totals,
            ...softDelete,
            holdUntil,
            updatedBy: actor.id,
            updatedByEmail: actor.email,
            updatedAt: now,
          },
          action: "reservation.update",
          where: and(eq(reservations.id, id), eq(reservations.version, before.version)),
        });
        if (!after) throw new DomainError(409, messages.staleEdit);
        // Issue 27 item 4: after the edit, so its receipt voucher bills the reservation as edited.
        await applyFormAdvance(tx, { reservationId: id, formAdvance, actor, now });
        released = await releaseOverriddenHolds(tx, {
          holds: overridden,
          actor,
          reason: input.holdOverrideReason,
          confirmed: { id, eventName: after.eventName },
          now,
        });
        // Issue 32 item 10: the enquiry it was made from follows its status.
        const outcome = enquiryOutcome(before.status, after.status);
        const followed = outcome
          ? await followReservation(tx, { reservationId: id, outcome, actor, now })
          : null;
        if (followed) enquiriesChanged.push(followed);
      }),
    );
  } catch (error) {
    if (error instanceof DomainError) throw error;
    return explainFailure(db, error, input, id);
  }
  await events.publish("reservations", "updated", id);
  for (const other of released) await events.publish("reservations", "updated", other);
  for (const enquiry of enquiriesChanged) await events.publish("enquiries", "status", enquiry);
  return { id };
}

/**
 * Whether a save makes the reservation confirmed or moves it: the time between events and the holds
 * are checked only then (an edit of a confirmed booking's notes is not refused by a later setting).
 */
function slotChanged(before: { status: string } & Slot, after: Slot): boolean {
  return (
    before.status !== "confirmed" ||
    before.eventDate !== after.eventDate ||
    formatTime(before.eventStartTime) !== formatTime(after.eventStartTime) ||
    formatTime(before.eventEndTime) !== formatTime(after.eventEndTime)
  );
}

/** Where a change of status puts the enquiry the reservation came from; null: nowhere new. */
export function enquiryOutcome(before: string, after: string): ReservationOutcome | null {
  if (before === after) return null;
  if (after === "confirmed" || after === "pending" || after === "completed") return after;
  if (after === "cancelled") return "booking-cancelled";
  return null;
}
