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
import {
  type AdvanceTaxLine,
  apportionAdvance,
  inclusive,
  refundAdvances,
  taxableInside,
  taxOn,
} from "./advances";
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
import type { AdvancePart, DocumentSnapshot } from "./document-snapshot";
import { documentTaxRows, type ItemLine, type TaxRow, taxRowsOf } from "./itemised";
import { packageLine, readLines } from "./lines.server";
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

/** A tax line on documents is its SAC and rate. */
const keyOf = (row: { sac?: string; rate: number }) => `${row.sac ?? ""}|${row.rate}`;

/**
 * What each tax line of the reservation (the package and its lines) still has unbilled (issue 32):
 * its taxable value less the advances already taxed at it (net of refunds and adjustments) and what
 * the tax documents already charge at it (invoices − credit notes + debit notes).
 */
function unbilledByTaxLine(items: readonly ItemLine[], docs: readonly DocumentRow[]): AdvanceTaxLine[] {
  const taken = new Map<string, Paise>();
  const take = (key: string, taxable: Paise) => taken.set(key, (taken.get(key) ?? 0) + taxable);
  for (const p of advancePool(docs)) take(keyOf(p), p.taxable);
  for (const d of docs) {
    const sign =
      d.series === "invoice" || d.series === "debit-note" ? 1 : d.series === "credit-note" ? -1 : 0;
    if (sign) for (const row of documentTaxRows(d.snapshot)) take(keyOf(row), sign * row.taxable);
  }
  return taxRowsOf(items).map((row) => ({
    sac: row.sac,
    rate: row.rate,
    description: row.description,
    taxable: Math.max(0, row.taxable - (taken.get(keyOf(row)) ?? 0)),
  }));
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
  const lines = await readLines(tx, r.id);
  const issuedOn = payment.paidOn;
  const n = await numbered(tx, settings, "receipt", issuedOn);
  const base = await baseSnapshot(tx, { r, settings, series: "receipt", number: n.number, issuedOn, line });
  const advanceFor = (what: string) => `Advance for ${what.charAt(0).toLowerCase()}${what.slice(1)}`;
  const common = {
    total: amount,
    amountInWords: amountInWords(amount),
    payment: {
      date: payment.paidOn,
      mode: payment.mode ? paymentModeLabels[payment.mode as PaymentMode] : "Not recorded",
      reference: payment.reference,
    },
  };
  let snapshot: DocumentSnapshot;
  if (lines.length === 0) {
    const pooled = advancePool(docs).reduce((s, p) => s + p.taxable, 0);
    const booked = r.status === "cancelled" ? 0 : toPaise(r.totalEventAmountExcludingGST);
    const unbilled = Math.max(0, booked - pooled - documentedTaxable(docs));
    const tax = taxOn(Math.min(taxableInside(amount, line.rate), unbilled), line.rate);
    snapshot = {
      ...base,
      ...tax,
      ...common,
      outsideGst: amount - tax.total,
      description: advanceFor(base.description),
      quantity: 1,
      unitPrice: tax.taxable,
    };
  } else {
    // Issue 32: the advance is apportioned over the reservation's tax lines (rule 50).
    const items = r.status === "cancelled" ? [] : [packageLine(r, line, base.description), ...lines];
    const { rows, outsideGst } = apportionAdvance(amount, unbilledByTaxLine(items, docs));
    const taxes: TaxRow[] = rows.map((row) => ({ ...row }));
    const sums = {
      taxable: rows.reduce((s, row) => s + row.taxable, 0),
      cgst: rows.reduce((s, row) => s + row.cgst, 0),
      sgst: rows.reduce((s, row) => s + row.sgst, 0),
    };
    const first = rows[0];
    snapshot = {
      ...base,
      ...sums,
      ...common,
      rate: first?.rate ?? line.rate,
      sac: first?.sac ?? base.sac,
      outsideGst,
      description: advanceFor(base.description),
      quantity: 1,
      unitPrice: sums.taxable,
      lines: rows.map((row) => ({
        kind: "advance",
        description: `Advance towards ${row.description}`,
        sac: row.sac,
        quantity: 1,
        unitPrice: row.taxable,
        taxable: row.taxable,
        rate: row.rate,
        taxLine: row.description,
      })),
      taxes,
    };
  }
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
  const parts = refundAdvances(pool, Math.max(0, amount - untaxed));
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
    ...refundRows(parts, docs),
    payment: {
      date: refund!.paidOn,
      mode: refund!.mode ? paymentModeLabels[refund!.mode as PaymentMode] : "Not recorded",
      reference: refund!.reference,
    },
  };
  return storeDocument(tx, { actor, reservationId: r.id, snapshot, numbering: n, paymentId: refundId, now });
}

/**
 * A refund voucher of advances taxed at more than one tax line (issue 32) prints a row and the tax
 * per tax line, like the receipt vouchers it refunds; one of a single tax line prints as before.
 */
function refundRows(parts: readonly AdvancePart[], docs: readonly DocumentRow[]) {
  const byKey = new Map<string, TaxRow>();
  for (const p of parts) {
    const receipt = docs.find((d) => d.number === p.number);
    const sac = p.sac ?? receipt?.snapshot.sac ?? "";
    const described = receipt?.snapshot.taxes?.find((t) => t.sac === sac && t.rate === p.rate)?.description;
    const key = keyOf({ sac, rate: p.rate });
    const row = byKey.get(key) ?? {
      sac,
      rate: p.rate,
      description: described ?? receipt?.snapshot.description ?? "",
      taxable: 0,
      cgst: 0,
      sgst: 0,
    };
    row.taxable += p.taxable;
    row.cgst += p.cgst;
    row.sgst += p.sgst;
    byKey.set(key, row);
  }
  if (byKey.size < 2) return {};
  const taxes = [...byKey.values()];
  return {
    taxes,
    lines: taxes.map((row) => ({
      kind: "refund",
      description: `Refund of the advance towards ${row.description}`,
      sac: row.sac,
      quantity: 1,
      unitPrice: row.taxable,
      taxable: row.taxable,
      rate: row.rate,
      taxLine: row.description,
    })),
  };
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
