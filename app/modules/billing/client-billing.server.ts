import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { clientBillingDetails, payments } from "~/db/schema";
import type { ClientBillingInput } from "./billing.schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import { authorize } from "~/permissions";
import { billingMessages } from "./messages";
import { stateName } from "./gstin";
import { readReservationFacts } from "./balance.server";
import { chosenTaxLineId, listTaxLines } from "./tax-lines.server";

export interface ClientBilling {
  billingName: string;
  billingAddress: string;
  billingStateCode: string;
  billingStateName: string;
  billingGstin: string;
}

export const emptyClientBilling: ClientBilling = {
  billingName: "",
  billingAddress: "",
  billingStateCode: "",
  billingStateName: "",
  billingGstin: "",
};

export async function readClientBilling(db: Db | Tx, reservationId: string): Promise<ClientBilling> {
  const [row] = await db
    .select()
    .from(clientBillingDetails)
    .where(eq(clientBillingDetails.reservationId, reservationId));
  if (!row) return emptyClientBilling;
  return {
    billingName: row.billingName,
    billingAddress: row.billingAddress,
    billingStateCode: row.stateCode,
    billingStateName: row.stateName,
    billingGstin: row.gstin,
  };
}

/**
 * Called inside the reservation's own create or edit transaction (the reservation form carries
 * these fields), so both land or neither. A GSTIN without a state takes the GSTIN's state.
 */
export async function saveClientBilling(tx: Tx, reservationId: string, input: ClientBillingInput, now: Date) {
  const gstin = input.billingGstin ?? "";
  const code = input.billingStateCode || gstin.slice(0, 2);
  const values = {
    billingName: input.billingName ?? "",
    billingAddress: input.billingAddress ?? "",
    stateCode: code,
    stateName: code ? (stateName(code) ?? "") : "",
    gstin,
    updatedAt: now,
  };
  const empty = !values.billingName && !values.billingAddress && !values.stateCode && !values.gstin;
  if (empty) {
    await tx.delete(clientBillingDetails).where(eq(clientBillingDetails.reservationId, reservationId));
    return;
  }
  await tx
    .insert(clientBillingDetails)
    .values({ reservationId, ...values })
    .onConflictDoUpdate({ target: clientBillingDetails.reservationId, set: values });
}

/** The edit form's billing fields and whether the ledger already decides the advance. */
export async function readBillingForForm(db: Db, reservationId: string) {
  const b = await readClientBilling(db, reservationId);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.reservationId, reservationId));
  return {
    /** The documents and ledger, so the form previews the remaining due a save stores (the one balance). */
    facts: await readReservationFacts(db, reservationId),
    details: {
      billingName: b.billingName,
      billingAddress: b.billingAddress,
      billingStateCode: b.billingStateCode,
      billingGstin: b.billingGstin,
    },
    hasPayments: Number(row!.n) > 0,
    /** Issue 27 item 1: the hall's tax lines and the one this reservation is billed under. */
    taxLines: await listTaxLines(db),
    taxLineId: await chosenTaxLineId(db, reservationId),
  };
}

/**
 * Issue 27 item 19: accounts (and admin) keep the client's billing name, GSTIN, address and state
 * from the detail screen without editing the reservation (spec 6: accounts may not). Audited; the
 * reservation's version stays, so an edit form open meanwhile still saves. Issued documents keep
 * what they printed; the next ones print these.
 */
export async function updateClientBilling(
  db: Db,
  options: { actor: Actor; reservationId: string; input: ClientBillingInput; events: EventBus; now?: Date },
) {
  const { actor, reservationId, input, events, now = new Date() } = options;
  authorize(actor, "billing.document.issue", billingMessages.documentDenied);
  await db.transaction(async (tx) => {
    await loadReservation(tx, { id: reservationId, actor, lock: true });
    const before = await readClientBilling(tx, reservationId);
    await saveClientBilling(tx, reservationId, { ...input, taxLineId: undefined }, now);
    await writeAudit(tx, {
      actor,
      action: "reservation.billing-details",
      entity: "reservation",
      entityId: reservationId,
      before,
      after: await readClientBilling(tx, reservationId),
    });
  });
  await events.publish("reservations", "billing.details", reservationId);
}
