import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { payments } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { type Paise, toPaise } from "~/modules/money";
import type { ReservationRow } from "~/modules/reservations/reservation-dto.server";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import { authorize } from "~/permissions";
import { inclusive, takeAdvances, taxableInside, taxOn } from "./advances";
import { amountInWords } from "./amount-in-words";
import { syncStoredBalance } from "./balance.server";
import { type PaymentMode, paymentModeLabels } from "./billing.schema";
import {
  advancePool,
  baseSnapshot,
  documentedCharge,
  type DocumentRow,
  numbered,
  openInvoice,
  readDocuments,
  readLedger,
  refuseDeleted,
  requireTaxableRate,
  storeDocument,
} from "./document-context.server";
import type { DocumentSnapshot } from "./document-snapshot";
import { billingMessages as m } from "./messages";
import { readBillingSettings } from "./settings.server";

/**
 * Receipt vouchers (CGST Rules, rule 50) and refund vouchers (rule 51), issued in the transaction
 * that records the payment or the refund, dated the day the money moved (issue 27 items 4, 5).
 */

type Payment = typeof payments.$inferSelect;

/** Net taxable value the tax documents charge: invoices − credit notes + debit notes. */
function documentedTaxable(docs: readonly DocumentRow[]): Paise {
  let taxable = 0;
  for (const d of docs) {
    if (d.series === "invoice" || d.series === "debit-note") taxable += d.snapshot.taxable;
    else if (d.series === "credit-note") taxable -= d.snapshot.taxable;
  }
  return taxable;
}

/**
 * Why a payment gets no receipt voucher (the refusal of a manual issue), or null. An NC event's
 * money is for its alcohol, outside GST: its liquor bill is its document.
 */
async function receiptRefusal(tx: Tx, r: ReservationRow, payment: Payment, docs: readonly DocumentRow[]) {
  if (payment.kind !== "payment") return m.refundNoReceipt;
  const earlier = docs.find((d) => d.series === "receipt" && d.paymentId === payment.id);
  if (earlier) return m.receiptTwice(earlier.number);
  if (openInvoice(docs)) return m.receiptAfterInvoice;
  if (r.isFOC) return m.ncNoPayment;
  if (!(await readBillingSettings(tx))) return m.settingsIncomplete;
  return null;
}

/**
 * A receipt voucher for one payment received before the invoice: tax only on the part of it that
 * the event's GST still unbilled covers (its booking's taxable value less the advances already
 * taxed and the tax documents already issued); the rest (alcohol, deposit, overpayment, or the
 * paisa an even CGST = SGST split leaves) is acknowledged on the same voucher as outside GST.
 */
async function buildReceipt(
  tx: Tx,
  options: { actor: Actor; r: ReservationRow; payment: Payment; docs: readonly DocumentRow[]; now: Date },
) {
  const { actor, r, payment, docs, now } = options;
  const settings = (await readBillingSettings(tx))!;
  const line = await requireTaxableRate(tx, r);
  const amount = toPaise(payment.amount);
  const pooled = advancePool(docs).reduce((s, p) => s + p.taxable, 0);
  const booked = r.status === "cancelled" ? 0 : toPaise(r.totalEventAmountExcludingGST);
  const unbilled = Math.max(0, booked - pooled - documentedTaxable(docs));
  const tax = taxOn(Math.min(taxableInside(amount, line.rate), unbilled), line.rate);
  const issuedOn = payment.paidOn;
  const n = await numbered(tx, settings, "receipt", issuedOn);
  const base = await baseSnapshot(tx, { r, settings, series: "receipt", number: n.number, issuedOn, line });
  const snapshot: DocumentSnapshot = {
    ...base,
    ...tax,
    total: amount,
    outsideGst: amount - tax.total,
    description: `Advance for ${base.description.charAt(0).toLowerCase()}${base.description.slice(1)}`,
    quantity: 1,
    unitPrice: tax.taxable,
    amountInWords: amountInWords(amount),
    payment: {
      date: payment.paidOn,
      mode: payment.mode ? paymentModeLabels[payment.mode as PaymentMode] : "Not recorded",
      reference: payment.reference,
    },
  };
  return storeDocument(tx, {
    actor,
    reservationId: r.id,
    snapshot,
    numbering: n,
    paymentId: payment.id,
    now,
  });
}

/**
 * Called by the payment's own transaction: the receipt voucher when one is due and can be issued
 * (settings complete, the GST a notified rate of its tax line); null otherwise, and the payment
 * waits for a manual 'Issue receipt voucher', which names what stops it.
 */
export async function receiptForNewPayment(
  tx: Tx,
  options: { actor: Actor; r: ReservationRow; paymentId: string; now: Date },
) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, options.paymentId));
  const docs = await readDocuments(tx, options.r.id);
  if (await receiptRefusal(tx, options.r, payment!, docs)) return null;
  try {
    return await buildReceipt(tx, { ...options, payment: payment!, docs });
  } catch (error) {
    // A rate the tax line refuses: the payment stands, its voucher waits until the GST is fixed.
    if (error instanceof DomainError && error.status === 409) return null;
    throw error;
  }
}

/** A refund's voucher when it returns a taxed advance no invoice adjusted (rule 51); else null. */
export async function refundForNewRefund(
  tx: Tx,
  options: { actor: Actor; r: ReservationRow; refundId: string; now: Date },
) {
  const { actor, r, refundId, now } = options;
  const [refund] = await tx.select().from(payments).where(eq(payments.id, refundId));
  const docs = await readDocuments(tx, r.id);
  const pool = advancePool(docs);
  if (pool.length === 0) return null;
  const ledger = await readLedger(tx, r.id);
  const amount = toPaise(refund!.amount);
  // Money received before this refund (payments − earlier refunds): what is neither a taxed advance
  // still waiting for its invoice nor taken by one is refunded first (alcohol, deposit, overpayment).
  let before = 0;
  for (const e of ledger) {
    if (e.id === refundId) continue;
    if (e.kind === "payment") before += e.amount;
    else if (e.kind === "refund") before -= e.amount;
  }
  // Money an invoice or debit note already took is not refundable first either: what is left is
  // beyond the event (alcohol, deposit, overpayment).
  const taxedPool = pool.reduce((s, p) => s + inclusive(p), 0);
  const untaxed = Math.max(0, before - taxedPool - Math.max(0, documentedCharge(docs)));
  const parts = takeAdvances(pool, Math.max(0, amount - untaxed));
  if (parts.length === 0) return null;
  const settings = (await readBillingSettings(tx))!;
  const issuedOn = refund!.paidOn;
  const n = await numbered(tx, settings, "refund", issuedOn);
  const base = await baseSnapshot(tx, {
    r,
    settings,
    series: "refund",
    number: n.number,
    issuedOn,
    line: null,
  });
  const taxed = {
    taxable: parts.reduce((s, p) => s + p.taxable, 0),
    cgst: parts.reduce((s, p) => s + p.cgst, 0),
    sgst: parts.reduce((s, p) => s + p.sgst, 0),
  };
  const receipt = docs.find((d) => d.number === parts[0]!.number);
  const snapshot: DocumentSnapshot = {
    ...base,
    ...taxed,
    rate: parts[0]!.rate,
    total: amount,
    outsideGst: amount - inclusive(taxed),
    sac: receipt?.snapshot.sac ?? base.sac,
    description: `Refund of the advance for ${base.description.replace(/^Hire of /, "")}${refund!.reason ? ` (${refund!.reason})` : ""}`,
    quantity: 1,
    unitPrice: taxed.taxable,
    amountInWords: amountInWords(amount),
    advances: parts,
    payment: {
      date: refund!.paidOn,
      mode: refund!.mode ? paymentModeLabels[refund!.mode as PaymentMode] : "Not recorded",
      reference: refund!.reference,
    },
  };
  return storeDocument(tx, { actor, reservationId: r.id, snapshot, numbering: n, paymentId: refundId, now });
}

/**
 * A receipt voucher issued by hand for a payment recorded without one (the settings were
 * incomplete, or the GST not a notified rate, when the money came); dated the day it came.
 */
export async function issueReceipt(
  db: Db,
  options: { actor: Actor; reservationId: string; paymentId: string; events: EventBus; now?: Date },
) {
  const { actor, reservationId, paymentId, events, now = new Date() } = options;
  authorize(actor, "billing.document.issue", m.documentDenied);
  const issued = await db.transaction(async (tx) => {
    const r = await loadReservation(tx, { id: reservationId, actor, lock: true });
    refuseDeleted(r);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.reservationId, reservationId)));
    if (!payment) throw new DomainError(404, m.paymentNotFound);
    const docs = await readDocuments(tx, reservationId);
    const refusal = await receiptRefusal(tx, r, payment, docs);
    if (refusal) throw new DomainError(409, refusal);
    const doc = await buildReceipt(tx, { actor, r, payment, docs, now });
    await syncStoredBalance(tx, reservationId);
    return doc;
  });
  await events.publish("reservations", "document.issued", reservationId);
  return issued;
}
