import type { Db } from "~/db/client.server";
import { reservations } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { toPaise } from "~/modules/money";
import { authorize } from "~/permissions";
import { authorizePast } from "./authorize";
import { holdFor } from "./hold-until.server";
import { messages } from "./messages";
import { snapshot } from "./reservation-dto.server";
import { reservationValues } from "./reservation-values";
import type { ReservationInput } from "./reservations.schema";
import {
  explainFailure,
  guardConfirmedSlot,
  releaseOverriddenHolds,
  retryOnDeadlock,
} from "./save-guard.server";
import { todayIST } from "~/modules/time";
import { applyFormAdvance } from "~/modules/billing/ledger.server";
import { saveClientBilling } from "~/modules/billing/client-billing.server";
import { saveReservationTaxLine } from "~/modules/billing/tax-lines.server";
import { markEnquiryConverted } from "~/modules/contact/enquiries.server";
import { enquiryInboxTexts } from "~/modules/contact/enquiry-admin.schema";

export async function createReservation(
  db: Db,
  options: { actor: Actor; input: ReservationInput; events: EventBus; now?: Date },
): Promise<{ id: string }> {
  const { actor, input, events, now = new Date() } = options;
  authorize(actor, "reservation.create", messages.noAddPermission);
  if (input.status === "soft-deleted") throw new DomainError(400, "Please choose a status.", "status");
  authorizePast(actor, input.eventDate, todayIST(now), messages.pastOnlyAdmin);
  // Checked before any work: linking an enquiry is for those who may handle enquiries.
  if (input.enquiryId) authorize(actor, "enquiry.handle", enquiryInboxTexts.denied);
  const values = reservationValues(input);
  const holdUntil = holdFor({ actor, input, now });
  let created: { id: string };
  let released: string[] = [];
  try {
    created = await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const overridden =
          values.status === "confirmed"
            ? await guardConfirmedSlot(tx, {
                slot: input,
                excludeId: null,
                now,
                changed: true,
                override: input.holdOverride ? { actor, reason: input.holdOverrideReason } : null,
              })
            : [];
        const [row] = await tx
          .insert(reservations)
          .values({
            ...values,
            enquiryId: input.enquiryId ?? null,
            holdUntil,
            createdBy: actor.id,
            createdByEmail: actor.email,
            createdAt: now,
          })
          .returning();
        // Issue 15: billing details go to their table; the advance becomes the ledger's first
        // payment (issue 27: with its receipt voucher, which prints those details).
        await saveClientBilling(tx, row!.id, input, now);
        await saveReservationTaxLine(tx, row!.id, input.taxLineId || undefined, now);
        await applyFormAdvance(tx, {
          reservationId: row!.id,
          formAdvance: toPaise(values.advanceAmountReceived),
          actor,
          now,
        });
        if (input.enquiryId) {
          await markEnquiryConverted(tx, {
            id: input.enquiryId,
            actor,
            reservationId: row!.id,
            reservationStatus: row!.status,
            now,
          });
        }
        await writeAudit(tx, {
          actor,
          action: "reservation.create",
          entity: "reservation",
          entityId: row!.id,
          after: snapshot(row!),
        });
        released = await releaseOverriddenHolds(tx, {
          holds: overridden,
          actor,
          reason: input.holdOverrideReason,
          confirmed: { id: row!.id, eventName: row!.eventName },
          now,
        });
        return { id: row!.id };
      }),
    );
  } catch (error) {
    if (error instanceof DomainError) throw error;
    return explainFailure(db, error, input, null);
  }
  await events.publish("reservations", "created", created.id);
  for (const id of released) await events.publish("reservations", "updated", id);
  if (input.enquiryId) await events.publish("enquiries", "status", input.enquiryId);
  return created;
}
