import { and, asc, eq, sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "~/db/client.server";
import { billingDocuments } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { type Balance, balanceOf } from "~/modules/balance/balance";
import { DomainError } from "~/modules/errors";
import { formatINR, fromPaise, type Paise, toPaise } from "~/modules/money";
import { mealTypeOf } from "~/modules/reservations/calculations";
import type { ReservationRow } from "~/modules/reservations/reservation-dto.server";
import { formatPlainDate, formatTimeRange } from "~/modules/time";
import { type Receipt, unadjusted } from "./advances";
import { type PaymentMode, paymentModeLabels } from "./billing.schema";
import { readClientBilling } from "./client-billing.server";
import {
  type AdvancePart,
  type DocumentSeries,
  type DocumentSnapshot,
  type Settlement,
  seriesTitles,
} from "./document-snapshot";
import { documentNumber, financialYearOf } from "./financial-year";
import { stateName } from "./gstin";
import { type LedgerEntry, readLedger } from "./ledger.server";
import { billingMessages as m } from "./messages";
import type { BillingSettings } from "./settings.server";
import type { TaxLine } from "./tax-lines";
import { listTaxLines, taxLineOf } from "./tax-lines.server";
import { rateRefusal, taxLineTexts } from "./tax-lines";
import { venue } from "~/modules/site-content/venue";

/**
 * What every issuing use case reads inside its transaction (the reservation locked): the
 * reservation's documents, ledger and balance, and the numbering of a new document.
 */

export interface DocumentRow {
  id: string;
  series: DocumentSeries;
  number: string;
  issuedOn: string;
  serial: number;
  paymentId: string | null;
  refersTo: string | null;
  closedAt: Date | null;
  state: string | null;
  snapshot: DocumentSnapshot;
}

export async function readDocuments(tx: Db | Tx, reservationId: string): Promise<DocumentRow[]> {
  const rows = await tx
    .select({
      id: billingDocuments.id,
      series: billingDocuments.series,
      number: billingDocuments.number,
      issuedOn: billingDocuments.issuedOn,
      serial: billingDocuments.serial,
      paymentId: billingDocuments.paymentId,
      refersTo: billingDocuments.refersTo,
      closedAt: billingDocuments.closedAt,
      state: billingDocuments.state,
      snapshot: billingDocuments.snapshot,
    })
    .from(billingDocuments)
    .where(eq(billingDocuments.reservationId, reservationId))
    .orderBy(asc(billingDocuments.createdAt), asc(billingDocuments.serial));
  return rows.map((d) => ({
    ...d,
    series: d.series as DocumentSeries,
    snapshot: d.snapshot as DocumentSnapshot,
  }));
}

/** The reservation's open tax invoice (not fully credited), or undefined. */
export const openInvoice = (docs: readonly DocumentRow[]) =>
  docs.find((d) => d.series === "invoice" && d.closedAt === null);

/**
 * The parts of receipt vouchers a document took: its `advances`; an invoice issued before they were
 * recorded took every receipt voucher it listed as adjusted, whole.
 */
export function partsOf(doc: DocumentRow, receipts: readonly Receipt[]): AdvancePart[] {
  if (doc.snapshot.advances) return doc.snapshot.advances;
  if (doc.series !== "invoice") return [];
  const listed = new Set(doc.snapshot.adjusted.map((a) => a.number));
  return receipts.filter((r) => listed.has(r.number));
}

/**
 * The receipt vouchers' taxed parts: one per voucher, or one per tax line of a voucher whose
 * advance was apportioned over several (issue 32: its `taxes`).
 */
export function receiptsOf(docs: readonly DocumentRow[]): Receipt[] {
  return docs
    .filter((d) => d.series === "receipt")
    .flatMap((d) =>
      d.snapshot.taxes?.length
        ? d.snapshot.taxes.map((t) => ({
            number: d.number,
            date: d.issuedOn,
            rate: t.rate,
            sac: t.sac,
            taxable: t.taxable,
            cgst: t.cgst,
            sgst: t.sgst,
          }))
        : [
            {
              number: d.number,
              date: d.issuedOn,
              rate: d.snapshot.rate,
              taxable: d.snapshot.taxable,
              cgst: d.snapshot.cgst,
              sgst: d.snapshot.sgst,
            },
          ],
    );
}

/** The taxed advances not yet adjusted against an invoice or debit note, nor refunded. */
export function advancePool(docs: readonly DocumentRow[]): Receipt[] {
  const receipts = receiptsOf(docs);
  const taken = docs.flatMap((d) => partsOf(d, receipts));
  return unadjusted(receipts, taken);
}

/** The one balance of the reservation with its documents and ledger (as `reservationBalance`). */
export function balanceWith(
  r: ReservationRow,
  docs: readonly { series: string; snapshot: { total: Paise } }[],
  ledger: readonly LedgerEntry[],
  /** Issue 32 item 6: what the reservation's lines add to its total (`bookingExtras`). */
  extras = 0,
): Balance {
  return balanceOf({
    extras,
    status: r.status,
    isFOC: r.isFOC,
    bookingTotal: toPaise(r.totalAmountIncludingGST ?? r.totalAmount ?? null),
    alcoholTotal: toPaise(r.totalAlcoholAmount),
    documents: docs.map((d) => ({ series: d.series, total: d.snapshot.total })),
    ledger,
  });
}

/** What the event's earlier tax documents charge: invoices − credit notes + debit notes. */
export function documentedCharge(docs: readonly DocumentRow[]): Paise {
  let charge = 0;
  for (const d of docs) {
    if (d.series === "invoice" || d.series === "debit-note") charge += d.snapshot.total;
    else if (d.series === "credit-note") charge -= d.snapshot.total;
  }
  return charge;
}

/**
 * An invoice's face (issue 27 item 13): every payment, refund and TDS entry with its voucher's
 * number; what earlier documents took; what this one adjusts (its total at most) and what is beyond.
 */
export function settlementOf(
  total: Paise,
  ledger: readonly LedgerEntry[],
  docs: readonly DocumentRow[],
): Settlement {
  const voucher = new Map(
    docs
      .filter((d) => d.paymentId && (d.series === "receipt" || d.series === "refund"))
      .map((d) => [d.paymentId, d.number]),
  );
  const byDate = ledger
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.paidOn.localeCompare(b.e.paidOn) || a.i - b.i)
    .map(({ e }) => e);
  const entries = byDate.map((e) => ({
    date: e.paidOn,
    label:
      e.kind === "payment"
        ? `Received${e.mode ? ` by ${paymentModeLabels[e.mode as PaymentMode]}` : ""}`
        : e.kind === "refund"
          ? "Refunded"
          : `TDS deducted${e.tdsSection ? ` (section ${e.tdsSection})` : ""}`,
    number: voucher.get(e.id) ?? null,
    amount: e.kind === "refund" ? -e.amount : e.amount,
  }));
  const received = entries.reduce((s, e) => s + e.amount, 0);
  const earlier = Math.max(0, Math.min(received, documentedCharge(docs)));
  const adjusted = Math.max(0, Math.min(total, received - earlier));
  return { entries, received, earlier, adjusted, beyond: received - earlier - adjusted };
}

/** The tax line and rate a tax document charges, or the issue's refusal (nothing numbered). */
export async function requireTaxableRate(tx: Tx, r: ReservationRow): Promise<TaxLine> {
  const [line, lines] = await Promise.all([taxLineOf(tx, r.id), listTaxLines(tx)]);
  if (!line) throw new DomainError(409, taxLineTexts.noLine);
  const refusal = rateRefusal({ gstType: r.gstType, gstValue: toPaise(r.gstValue) }, line, lines);
  if (refusal) throw new DomainError(409, refusal);
  return line;
}

/**
 * The next number of a series in a financial year. The counter row is created or incremented in
 * one statement, which locks it until the issuing transaction ends: a second issuer waits, and a
 * transaction that fails gives its number back (no gap, no duplicate).
 */
async function nextSerial(tx: Tx, series: DocumentSeries, financialYear: string): Promise<number> {
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into document_counters (series, financial_year, last_number) values (${series}, ${financialYear}, 1)
        on conflict (series, financial_year) do update set last_number = document_counters.last_number + 1
        returning last_number`,
  );
  return Number(row!.last_number);
}

export function prefixOf(settings: BillingSettings, series: DocumentSeries): string {
  return {
    quotation: settings.quotationPrefix,
    receipt: settings.receiptPrefix,
    invoice: settings.invoicePrefix,
    "credit-note": settings.creditNotePrefix,
    "debit-note": settings.debitNotePrefix,
    refund: settings.refundPrefix,
    "liquor-bill": settings.liquorPrefix,
  }[series];
}

export async function numbered(tx: Tx, settings: BillingSettings, series: DocumentSeries, issuedOn: string) {
  const financialYear = financialYearOf(issuedOn);
  const serial = await nextSerial(tx, series, financialYear);
  return { financialYear, serial, number: documentNumber(prefixOf(settings, series), financialYear, serial) };
}

export function upiUri(settings: BillingSettings, amount: Paise, number: string): string | null {
  if (!settings.upiId || amount <= 0) return null;
  const q = new URLSearchParams({
    pa: settings.upiId,
    pn: settings.tradeName || settings.legalName,
    am: fromPaise(amount),
    cu: "INR",
    tn: number,
  });
  return `upi://pay?${q.toString().replaceAll("+", "%20")}`;
}

export type BaseSnapshot = Omit<
  DocumentSnapshot,
  "taxable" | "rate" | "cgst" | "sgst" | "total" | "amountInWords"
>;

/** Everything a document prints about its parties and event; the supply's line when it has one. */
export async function baseSnapshot(
  tx: Tx,
  options: {
    r: ReservationRow;
    settings: BillingSettings;
    series: DocumentSeries;
    number: string;
    issuedOn: string;
    line: TaxLine | null;
  },
): Promise<BaseSnapshot> {
  const { r, settings, series, number, issuedOn, line } = options;
  const client = await readClientBilling(tx, r.id);
  const guests = r.guestCount;
  // Issue 27 item 9: bank details and payment terms on quotations and invoices only.
  const asksForPayment = series === "quotation" || series === "invoice";
  const bank =
    asksForPayment && settings.bankAccountNumber
      ? {
          accountName: settings.bankAccountName,
          accountNumber: settings.bankAccountNumber,
          ifsc: settings.bankIfsc,
          bankName: settings.bankName,
        }
      : null;
  const meal = mealTypeOf(r) === "veg" ? "Veg" : "Non-Veg";
  const what = `the ${venue.hallName} hall with catering (${meal}) for "${r.eventName}" on ${formatPlainDate(r.eventDate)}`;
  return {
    series,
    title: seriesTitles[series],
    number,
    issuedOn,
    supplier: {
      name: settings.legalName,
      tradeName: settings.tradeName,
      address: settings.address,
      stateName: settings.stateName,
      stateCode: settings.stateCode,
      gstin: settings.gstin,
    },
    recipient: {
      name: client.billingName || r.clientName,
      address: client.billingAddress,
      stateName: client.billingStateName || settings.stateName,
      stateCode: client.billingStateCode || settings.stateCode,
      gstin: client.billingGstin,
      email: r.clientEmail,
      phone: r.clientPhone,
    },
    placeOfSupply: {
      stateName: stateName(settings.stateCode) ?? settings.stateName,
      stateCode: settings.stateCode,
    },
    sac: line?.sac ?? settings.sacCode,
    event: {
      name: r.eventName,
      date: r.eventDate,
      time: formatTimeRange(r.eventStartTime.slice(0, 5), r.eventEndTime.slice(0, 5)),
      guests,
    },
    description: line ? `${line.description}: ${what}` : `Hire of ${what}`,
    quantity: guests,
    unitPrice: toPaise(r.perPersonAmount),
    alcohol: null,
    adjusted: [],
    amountDue: null,
    upiUri: null,
    bank,
    terms: asksForPayment ? settings.terms : "",
    payment: null,
    refersTo: null,
    validUntil: null,
    b2b: Boolean(client.billingGstin),
  };
}

/** The alcohol as documents print it (outside GST), or null. */
export function alcoholOf(r: ReservationRow): DocumentSnapshot["alcohol"] {
  return r.withAlcohol && toPaise(r.totalAlcoholAmount) > 0
    ? {
        mrp: toPaise(r.alcoholMRP),
        chargeRate: toPaise(r.alcoholPercentageCharges),
        total: toPaise(r.totalAlcoholAmount),
        label: m.alcoholOutsideGst,
      }
    : null;
}

/** Stores one issued document with its audit line, in the issuing transaction. */
export async function storeDocument(
  tx: Tx,
  options: {
    actor: Actor;
    reservationId: string;
    snapshot: DocumentSnapshot;
    numbering: { serial: number; financialYear: string };
    paymentId?: string | null;
    refersTo?: string | null;
    now: Date;
  },
) {
  const { actor, reservationId, snapshot, now } = options;
  const { serial, financialYear } = options.numbering;
  const [doc] = await tx
    .insert(billingDocuments)
    .values({
      reservationId,
      series: snapshot.series,
      financialYear,
      serial,
      number: snapshot.number,
      issuedOn: snapshot.issuedOn,
      amount: fromPaise(snapshot.total),
      paymentId: options.paymentId ?? null,
      refersTo: options.refersTo ?? null,
      snapshot,
      createdBy: actor.id,
      createdByEmail: actor.email,
      createdAt: now,
    })
    .returning({ id: billingDocuments.id });
  await writeAudit(tx, {
    actor,
    action: `document.issue.${snapshot.series}`,
    entity: "billing_document",
    entityId: doc!.id,
    after: { number: snapshot.number, reservationId, total: snapshot.total },
  });
  return { id: doc!.id, number: snapshot.number };
}

/** Rule 46 (and rule 53 for a note) prints the recipient's address, registered or not. */
export async function requireRecipientAddress(
  tx: Tx,
  reservationId: string,
  document: "tax invoice" | "credit note",
) {
  const client = await readClientBilling(tx, reservationId);
  if (!client.billingAddress.trim()) throw new DomainError(409, m.recipientAddressRequired(document));
}

export function refuseDeleted(r: ReservationRow) {
  if (r.status === "soft-deleted") throw new DomainError(409, "A deleted reservation gets no documents.");
}

export { readLedger, formatINR };

/** The documents of a reservation by their state, for checks that read one series. */
export const ofSeries = (docs: readonly DocumentRow[], series: DocumentSeries) =>
  docs.filter((d) => d.series === series);

/** Marks an invoice fully credited: the reservation may be invoiced again (issue 27 item 12). */
export async function closeInvoice(tx: Tx, id: string, now: Date) {
  await tx
    .update(billingDocuments)
    .set({ closedAt: now })
    .where(and(eq(billingDocuments.id, id), eq(billingDocuments.series, "invoice")));
}
