import { and, asc, desc, eq, sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "~/db/client.server";
import { billingDocuments, payments, reservations } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { fromPaise, type Paise, toPaise } from "~/modules/money";
import { mealTypeOf } from "~/modules/reservations/calculations";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import type { ReservationRow } from "~/modules/reservations/reservation-dto.server";
import { formatPlainDate, formatTimeRange, isValidDate, todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { amountInWords } from "./amount-in-words";
import { type PaymentMode, paymentModeLabels, quotationValidity, validityRefusal } from "./billing.schema";
import { readClientBilling } from "./client-billing.server";
import { type DocumentSeries, type DocumentSnapshot, seriesTitles } from "./document-snapshot";
import { documentNumber, financialYearOf } from "./financial-year";
import { stateName } from "./gstin";
import { netReceived } from "./ledger";
import { readLedger } from "./ledger.server";
import { invoiceOf } from "./invoiced-tax.server";
import { billingMessages as m } from "./messages";
import { type BillingSettings, requireBillingSettings } from "./settings.server";
import { invoiceTax, type TaxSplit, taxInside } from "./tax";
import { type SendStatus, sendStatuses } from "./send-status.server";

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

function prefixOf(settings: BillingSettings, series: DocumentSeries): string {
  return {
    quotation: settings.quotationPrefix,
    receipt: settings.receiptPrefix,
    invoice: settings.invoicePrefix,
    "credit-note": settings.creditNotePrefix,
  }[series];
}

/** The reservation's GST as the invoice charges it (percentage in hundredths, or the flat amount). */
function taxOf(r: ReservationRow): TaxSplit {
  return invoiceTax({
    taxable: toPaise(r.totalEventAmountExcludingGST),
    gstType: r.gstType === "amount" ? "amount" : "percentage",
    gstValue: toPaise(r.gstValue),
  });
}

/**
 * What an invoice or quotation asks for: the total less money received, never below 0 (money beyond
 * the event's total goes towards the alcohol, billed apart; the document then says 'Paid in full').
 */
function amountDueOf(total: Paise, received: Paise): Paise {
  return Math.max(0, total - received);
}

function upiUri(settings: BillingSettings, amount: Paise, number: string): string | null {
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

async function baseSnapshot(
  tx: Tx,
  options: {
    r: ReservationRow;
    settings: BillingSettings;
    series: DocumentSeries;
    number: string;
    issuedOn: string;
  },
): Promise<Omit<DocumentSnapshot, "taxable" | "rate" | "cgst" | "sgst" | "total" | "amountInWords">> {
  const { r, settings, series, number, issuedOn } = options;
  const client = await readClientBilling(tx, r.id);
  const guests = r.guestCount;
  const bank = settings.bankAccountNumber
    ? {
        accountName: settings.bankAccountName,
        accountNumber: settings.bankAccountNumber,
        ifsc: settings.bankIfsc,
        bankName: settings.bankName,
      }
    : null;
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
    sac: settings.sacCode,
    event: {
      name: r.eventName,
      date: r.eventDate,
      time: formatTimeRange(r.eventStartTime.slice(0, 5), r.eventEndTime.slice(0, 5)),
      guests,
    },
    description: `Hire of the Luxe hall with catering (${mealTypeOf(r) === "veg" ? "Veg" : "Non-Veg"}) for "${r.eventName}" on ${formatPlainDate(r.eventDate)}`,
    quantity: guests,
    unitPrice: toPaise(r.perPersonAmount),
    alcohol: r.withAlcohol
      ? {
          mrp: toPaise(r.alcoholMRP),
          chargeRate: toPaise(r.alcoholPercentageCharges),
          total: toPaise(r.totalAlcoholAmount),
          label: m.alcoholOutsideGst,
        }
      : null,
    adjusted: [],
    amountDue: null,
    upiUri: null,
    bank,
    terms: settings.terms,
    payment: null,
    refersTo: null,
    validUntil: null,
    b2b: Boolean(client.billingGstin),
  };
}

export interface IssueOptions {
  actor: Actor;
  reservationId: string;
  events: EventBus;
  now?: Date;
}

async function store(
  tx: Tx,
  options: {
    actor: Actor;
    reservationId: string;
    snapshot: DocumentSnapshot;
    /** The document's number in its series and financial year (`numbered`). */
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

type Issued = Omit<Parameters<typeof store>[1], "actor" | "reservationId" | "now">;

/**
 * Issues one document: `build` runs in the issuing transaction (the reservation locked, the number
 * taken) and returns what is stored; the screens that follow the reservation are told after commit.
 */
async function issue(db: Db, options: IssueOptions, build: (tx: Tx, now: Date) => Promise<Issued>) {
  const { actor, reservationId, events, now = new Date() } = options;
  const issued = await db.transaction(async (tx) =>
    store(tx, { actor, reservationId, now, ...(await build(tx, now)) }),
  );
  await events.publish("reservations", "document.issued", reservationId);
  return issued;
}

/** The next number of the series and everything the document prints about its parties and event. */
async function numberedBase(
  tx: Tx,
  options: { r: ReservationRow; settings: BillingSettings; series: DocumentSeries; issuedOn: string },
) {
  const n = await numbered(tx, options.settings, options.series, options.issuedOn);
  return { n, base: await baseSnapshot(tx, { ...options, number: n.number }) };
}

async function numbered(tx: Tx, settings: BillingSettings, series: DocumentSeries, issuedOn: string) {
  const financialYear = financialYearOf(issuedOn);
  const serial = await nextSerial(tx, series, financialYear);
  return { financialYear, serial, number: documentNumber(prefixOf(settings, series), financialYear, serial) };
}

/**
 * Rule 46 (and rule 53 for a credit note) prints the recipient's address, registered or not; the
 * reservation has it only in the client's billing details.
 */
async function requireRecipientAddress(
  tx: Tx,
  reservationId: string,
  document: "tax invoice" | "credit note",
) {
  const client = await readClientBilling(tx, reservationId);
  if (!client.billingAddress.trim()) throw new DomainError(409, m.recipientAddressRequired(document));
}

function refuseDeleted(r: ReservationRow) {
  if (r.status === "soft-deleted") throw new DomainError(409, "A deleted reservation gets no documents.");
}

/** Tax invoice (CGST Rules, rule 46), once per reservation; its total becomes the reservation's. */
export async function issueInvoice(db: Db, options: IssueOptions) {
  const { actor, reservationId } = options;
  authorize(actor, "billing.document.issue", m.documentDenied);
  return issue(db, options, async (tx, now) => {
    const r = await loadReservation(tx, { id: reservationId, actor, lock: true });
    refuseDeleted(r);
    if (r.isFOC) throw new DomainError(409, m.ncNoInvoice);
    if (r.status === "cancelled") throw new DomainError(409, "A cancelled reservation gets no invoice.");
    const settings = await requireBillingSettings(tx);
    const existing = await invoiceOf(tx, reservationId);
    if (existing) throw new DomainError(409, m.invoiceTwice(existing.number));
    await requireRecipientAddress(tx, reservationId, "tax invoice");
    const tax = taxOf(r);
    const issuedOn = todayIST(now);
    const ledger = await readLedger(tx, reservationId);
    const received = netReceived(ledger);
    const receipts = await tx
      .select({
        number: billingDocuments.number,
        issuedOn: billingDocuments.issuedOn,
        amount: billingDocuments.amount,
      })
      .from(billingDocuments)
      .where(and(eq(billingDocuments.reservationId, reservationId), eq(billingDocuments.series, "receipt")))
      .orderBy(asc(billingDocuments.serial));
    // The invoice decides the tax to the paisa (each half rounded on its own): the reservation follows it.
    if (tax.total !== toPaise(r.totalAmountIncludingGST)) {
      await tx
        .update(reservations)
        .set({
          gstCalculatedAmount: fromPaise(tax.cgst + tax.sgst),
          totalAmountIncludingGST: fromPaise(tax.total),
          remainingAmountDue: fromPaise(tax.total - received),
        })
        .where(eq(reservations.id, reservationId));
    }
    const { n, base } = await numberedBase(tx, { r, settings, series: "invoice", issuedOn });
    const amountDue = amountDueOf(tax.total, received);
    const snapshot: DocumentSnapshot = {
      ...base,
      ...tax,
      amountInWords: amountInWords(tax.total),
      adjusted: receipts.map((d) => ({ number: d.number, date: d.issuedOn, amount: toPaise(d.amount) })),
      amountDue,
      upiUri: upiUri(settings, amountDue, n.number),
    };
    return { snapshot, numbering: n };
  });
}

/** Receipt voucher (rule 50) for a payment received before the invoice. */
export async function issueReceipt(db: Db, options: IssueOptions & { paymentId: string }) {
  const { actor, reservationId, paymentId } = options;
  authorize(actor, "billing.document.issue", m.documentDenied);
  return issue(db, options, async (tx, now) => {
    const r = await loadReservation(tx, { id: reservationId, actor, lock: true });
    refuseDeleted(r);
    const settings = await requireBillingSettings(tx);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.reservationId, reservationId)));
    if (!payment) throw new DomainError(404, m.paymentNotFound);
    if (payment.kind !== "payment") throw new DomainError(409, m.refundNoReceipt);
    const [earlier] = await tx
      .select({ number: billingDocuments.number })
      .from(billingDocuments)
      .where(and(eq(billingDocuments.paymentId, paymentId), eq(billingDocuments.series, "receipt")));
    if (earlier) throw new DomainError(409, m.receiptTwice(earlier.number));
    if (await invoiceOf(tx, reservationId)) throw new DomainError(409, m.receiptAfterInvoice);
    const amount = toPaise(payment.amount);
    const tax = taxInside(amount, taxOf(r).rate);
    const issuedOn = todayIST(now);
    const { n, base } = await numberedBase(tx, { r, settings, series: "receipt", issuedOn });
    const snapshot: DocumentSnapshot = {
      ...base,
      ...tax,
      description: `Advance for ${base.description.charAt(0).toLowerCase()}${base.description.slice(1)}`,
      quantity: 1,
      unitPrice: tax.taxable,
      amountInWords: amountInWords(amount),
      payment: {
        date: payment.paidOn,
        mode: payment.mode ? paymentModeLabels[payment.mode as PaymentMode] : "Not recorded",
        reference: payment.reference,
      },
      alcohol: null,
    };
    return { snapshot, numbering: n, paymentId };
  });
}

/**
 * Quotation (an estimate), valid until a date the issuer chooses (`quotationValidity`: by default
 * 15 days); each revision is a new number.
 */
export async function issueQuotation(db: Db, options: IssueOptions & { validUntil?: string }) {
  const { actor, reservationId } = options;
  authorize(actor, "billing.quotation.issue", m.quotationDenied);
  if (options.validUntil !== undefined && !isValidDate(options.validUntil))
    throw new DomainError(400, m.dateRequired, "validUntil");
  return issue(db, options, async (tx, now) => {
    const issuedOn = todayIST(now);
    const r = await loadReservation(tx, { id: reservationId, actor, lock: true });
    refuseDeleted(r);
    const validUntil = options.validUntil ?? quotationValidity(issuedOn, r.eventDate).fallback;
    const refusal = validityRefusal(validUntil, issuedOn, r.eventDate);
    if (refusal) throw new DomainError(400, refusal, "validUntil");
    const settings = await requireBillingSettings(tx);
    const tax = taxOf(r);
    const received = netReceived(await readLedger(tx, reservationId));
    const { n, base } = await numberedBase(tx, { r, settings, series: "quotation", issuedOn });
    const amountDue = amountDueOf(tax.total, received);
    const snapshot: DocumentSnapshot = {
      ...base,
      ...tax,
      amountInWords: amountInWords(tax.total),
      amountDue,
      upiUri: upiUri(settings, amountDue, n.number),
      validUntil,
    };
    return { snapshot, numbering: n };
  });
}

/**
 * Credit note (rule 53) against the invoice: the whole invoice less earlier credit notes when the
 * reservation is cancelled, else the fall of its taxable value since the invoice.
 */
export async function issueCreditNote(db: Db, options: IssueOptions & { reason?: string }) {
  const { actor, reservationId } = options;
  authorize(actor, "billing.document.issue", m.documentDenied);
  return issue(db, options, async (tx, now) => {
    const r = await loadReservation(tx, { id: reservationId, actor, lock: true });
    const settings = await requireBillingSettings(tx);
    const invoice = await invoiceOf(tx, reservationId);
    if (!invoice) throw new DomainError(409, m.noInvoiceToCredit);
    const invoiced = invoice.snapshot as DocumentSnapshot;
    const credited = await tx
      .select({ snapshot: billingDocuments.snapshot })
      .from(billingDocuments)
      .where(
        and(eq(billingDocuments.reservationId, reservationId), eq(billingDocuments.series, "credit-note")),
      );
    const creditedTaxable = credited.reduce((sum, c) => sum + (c.snapshot as DocumentSnapshot).taxable, 0);
    const cancelled = r.status === "cancelled" || r.status === "soft-deleted";
    const nowTaxable = cancelled ? 0 : toPaise(r.totalEventAmountExcludingGST);
    const taxable = invoiced.taxable - creditedTaxable - nowTaxable;
    if (taxable <= 0) throw new DomainError(409, m.nothingToCredit);
    await requireRecipientAddress(tx, reservationId, "credit note");
    const tax =
      cancelled && creditedTaxable === 0
        ? { taxable, rate: invoiced.rate, cgst: invoiced.cgst, sgst: invoiced.sgst, total: invoiced.total }
        : invoiceTax({ taxable, gstType: "percentage", gstValue: invoiced.rate });
    const issuedOn = todayIST(now);
    const { n, base } = await numberedBase(tx, { r, settings, series: "credit-note", issuedOn });
    const reason =
      options.reason?.trim() || (cancelled ? "Reservation cancelled" : "Reduction in the amount charged");
    const snapshot: DocumentSnapshot = {
      ...base,
      ...tax,
      description: `${reason}: ${invoiced.description}`,
      quantity: 1,
      unitPrice: tax.taxable,
      amountInWords: amountInWords(tax.total),
      alcohol: null,
      refersTo: { number: invoice.number, date: invoice.issuedOn, reason },
    };
    return { snapshot, numbering: n, refersTo: invoice.id };
  });
}

export interface DocumentSummary {
  id: string;
  series: DocumentSeries;
  number: string;
  issuedOn: string;
  amount: Paise;
  status: SendStatus;
  paymentId: string | null;
}

/** A reservation's documents, newest first. */
export async function listReservationDocuments(db: Db, reservationId: string): Promise<DocumentSummary[]> {
  const rows = await db
    .select({
      id: billingDocuments.id,
      series: billingDocuments.series,
      number: billingDocuments.number,
      issuedOn: billingDocuments.issuedOn,
      amount: billingDocuments.amount,
      sentAt: billingDocuments.sentAt,
      paymentId: billingDocuments.paymentId,
    })
    .from(billingDocuments)
    .where(eq(billingDocuments.reservationId, reservationId))
    .orderBy(desc(billingDocuments.createdAt), desc(billingDocuments.serial));
  const statuses = await sendStatuses(
    db,
    rows.map((d) => d.id),
  );
  return rows.map((d) => ({
    id: d.id,
    series: d.series as DocumentSeries,
    number: d.number,
    issuedOn: d.issuedOn,
    amount: toPaise(d.amount),
    status: d.sentAt !== null ? "sent" : (statuses.get(d.id) ?? "not sent"),
    paymentId: d.paymentId,
  }));
}

/**
 * One issued document's snapshot, for every staff role (issue 15 item 6). A document of a
 * soft-deleted reservation stays readable only to those who see that reservation.
 */
export async function readDocument(
  db: Db,
  options: { actor: Actor; id: string },
): Promise<DocumentSnapshot & { id: string; reservationId: string }> {
  authorize(options.actor, "billing.document.view");
  const idOk = /^[0-9a-f-]{36}$/i.test(options.id);
  const [row] = idOk
    ? await db
        .select({
          id: billingDocuments.id,
          reservationId: billingDocuments.reservationId,
          snapshot: billingDocuments.snapshot,
        })
        .from(billingDocuments)
        .where(eq(billingDocuments.id, options.id))
    : [];
  if (!row) throw new DomainError(404, m.documentNotFound);
  const [reservation] = await db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, row.reservationId));
  if (reservation?.status === "soft-deleted") {
    await loadReservation(db, { id: row.reservationId, actor: options.actor }).catch(() => {
      throw new DomainError(404, m.documentNotFound);
    });
  }
  return { id: row.id, reservationId: row.reservationId, ...(row.snapshot as DocumentSnapshot) };
}
