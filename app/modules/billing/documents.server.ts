import { and, desc, eq, isNull, ne } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { billingDocuments, reservations } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { formatINR, type Paise, toPaise } from "~/modules/money";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import { canBeInvoiced } from "~/modules/reservations/statuses";
import { formatPlainDate, isValidDate, todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { adjustAdvances, halfTax, inclusive, taxOn } from "./advances";
import { amountInWords } from "./amount-in-words";
import { quotationValidity, validityRefusal } from "./billing.schema";
import { bookingExtras, readReservationFacts, syncStoredBalance } from "./balance.server";
import { itemise, linesRefusal, sumRows, type TaxRow, taxRowsOf, documentTaxRows } from "./itemised";
import { packageLine, readLines } from "./lines.server";
import type { TaxLine } from "./tax-lines";
import { taxLineOf } from "./tax-lines.server";
import {
  advancePool,
  alcoholOf,
  balanceWith,
  baseSnapshot,
  closeInvoice,
  type DocumentRow,
  numbered,
  openInvoice,
  readDocuments,
  readLedger,
  refuseDeleted,
  requireRecipientAddress,
  requireTaxableRate,
  settlementOf,
  storeDocument,
  upiUri,
} from "./document-context.server";
import type { DocumentSeries, DocumentSnapshot } from "./document-snapshot";
import { financialYearOf, financialYearRange } from "./financial-year";
import { billingMessages as m } from "./messages";
import { type SendStatus, sendStatuses } from "./send-status.server";
import { requireBillingSettings } from "./settings.server";

export interface IssueOptions {
  actor: Actor;
  reservationId: string;
  events: EventBus;
  now?: Date;
}

type Built = Omit<Parameters<typeof storeDocument>[1], "actor" | "reservationId" | "now"> & {
  /** Runs after the document is stored, in the same transaction (closing an invoice). */
  after?: (tx: Tx, id: string) => Promise<void>;
};

/**
 * Issues one document: `build` runs in the issuing transaction (the reservation locked, the number
 * taken) and returns what is stored; the stored balance follows; the screens that follow the
 * reservation are told after commit.
 */
async function issue(db: Db, options: IssueOptions, build: (tx: Tx, now: Date) => Promise<Built>) {
  const { actor, reservationId, events, now = new Date() } = options;
  const issued = await db.transaction(async (tx) => {
    const { after, ...built } = await build(tx, now);
    const doc = await storeDocument(tx, { actor, reservationId, now, ...built });
    await after?.(tx, doc.id);
    await syncStoredBalance(tx, reservationId);
    return doc;
  });
  await events.publish("reservations", "document.issued", reservationId);
  return issued;
}

/**
 * The locked reservation, its settings, documents and ledger: what every document reads. A
 * soft-deleted reservation gets none, but its invoice may still be credited (its books outlive it).
 */
export async function context(
  tx: Tx,
  actor: Actor,
  reservationId: string,
  options: { deleted?: boolean } = {},
) {
  const r = await loadReservation(tx, { id: reservationId, actor, lock: true });
  if (!options.deleted) refuseDeleted(r);
  const settings = await requireBillingSettings(tx);
  const [docs, ledger, lines, facts] = await Promise.all([
    readDocuments(tx, reservationId),
    readLedger(tx, reservationId),
    readLines(tx, reservationId),
    readReservationFacts(tx, reservationId),
  ]);
  return { r, settings, docs, ledger, lines, extras: bookingExtras(r, facts) };
}

/**
 * The supply a quotation or invoice charges (issue 32 item 6): without lines, the package at its
 * line's rate as before; with lines, one row per line (the package first) and the tax per tax line.
 */
function supplyOf(
  ctx: Awaited<ReturnType<typeof context>>,
  line: TaxLine,
  description: string,
): ReturnType<typeof taxOn> & Partial<Pick<DocumentSnapshot, "lines" | "taxes">> {
  const taxable = toPaise(ctx.r.totalEventAmountExcludingGST);
  if (ctx.lines.length === 0) return taxOn(taxable, line.rate);
  const it = itemise([packageLine(ctx.r, line, description), ...ctx.lines]);
  const refusal = linesRefusal([packageLine(ctx.r, line, description), ...ctx.lines]);
  if (refusal) throw new DomainError(409, refusal);
  return {
    taxable: it.taxable,
    rate: line.rate,
    cgst: it.cgst,
    sgst: it.sgst,
    total: it.total,
    lines: it.lines,
    taxes: it.taxes,
  };
}

/** What is owed once `snapshot` is issued: its face's amount due and 'Paid in full' (issue 27 item 7). */
function dueAfter(
  ctx: Awaited<ReturnType<typeof context>>,
  snapshot: Pick<DocumentSnapshot, "series" | "total">,
) {
  const balance = balanceWith(
    ctx.r,
    [...ctx.docs, { series: snapshot.series, snapshot }],
    ctx.ledger,
    ctx.extras,
  );
  return { paidInFull: balance.due === 0, alcoholDue: balance.alcoholDue };
}

/**
 * A tax invoice's snapshot (rule 46): the supply at the line's rate, the advances it adjusts (their
 * receipt vouchers' tax, for GSTR-1's table 11B) and its face: what was received and refunded, what
 * it adjusts, and the amount due = total − adjusted.
 */
function invoiceSnapshot(
  ctx: Awaited<ReturnType<typeof context>>,
  base: Awaited<ReturnType<typeof baseSnapshot>>,
  tax: ReturnType<typeof supplyOf>,
) {
  const advances = adjustAdvances(advancePool(ctx.docs), tax.taxes?.length ? tax.taxes : [tax]);
  const settlement = settlementOf(tax.total, ctx.ledger, ctx.docs);
  const amountDue = tax.total - settlement.adjusted;
  const snapshot: DocumentSnapshot = {
    ...base,
    ...tax,
    amountInWords: amountInWords(tax.total),
    advances,
    settlement,
    amountDue,
    upiUri: upiUri(ctx.settings, amountDue, base.number),
  };
  return { ...snapshot, ...dueAfter(ctx, snapshot) };
}

/**
 * Tax invoice (CGST Rules, rule 46) for a confirmed (or completed) reservation whose GST is its tax
 * line's notified rate (issue 27 items 2, 14); one open invoice at a time: a fully credited one
 * frees the reservation to be invoiced again (item 12).
 */
export async function issueInvoice(db: Db, options: IssueOptions) {
  const { actor, reservationId } = options;
  authorize(actor, "billing.document.issue", m.documentDenied);
  return issue(db, options, async (tx, now) => {
    const ctx = await context(tx, actor, reservationId);
    const { r, settings, docs } = ctx;
    if (r.isFOC) throw new DomainError(409, m.ncNoInvoice);
    if (r.status === "cancelled") throw new DomainError(409, m.cancelledNoInvoice);
    if (!canBeInvoiced(r.status)) throw new DomainError(409, m.confirmBeforeInvoice);
    const existing = openInvoice(docs);
    if (existing) throw new DomainError(409, m.invoiceTwice(existing.number));
    await requireRecipientAddress(tx, reservationId, "tax invoice");
    const line = await requireTaxableRate(tx, r);
    const issuedOn = todayIST(now);
    const n = await numbered(tx, settings, "invoice", issuedOn);
    const base = await baseSnapshot(tx, { r, settings, series: "invoice", number: n.number, issuedOn, line });
    const tax = supplyOf(ctx, line, base.description);
    return { snapshot: invoiceSnapshot(ctx, base, tax), numbering: n };
  });
}

/**
 * Cancellation charges (issue 27 item 6): a cancelled reservation is invoiced for what the hall
 * keeps (the taxable value typed, at its tax line's rate); the rest of a taxed advance is then
 * refunded with a refund voucher when the refund is recorded.
 */
export async function issueCancellationInvoice(
  db: Db,
  options: IssueOptions & { taxable: Paise; reason: string },
) {
  const { actor, reservationId } = options;
  authorize(actor, "billing.document.issue", m.documentDenied);
  return issue(db, options, async (tx, now) => {
    const ctx = await context(tx, actor, reservationId);
    const { r, settings, docs } = ctx;
    if (r.isFOC) throw new DomainError(409, m.ncNoInvoice);
    if (r.status !== "cancelled") throw new DomainError(409, m.notCancelled);
    const existing = openInvoice(docs);
    if (existing) throw new DomainError(409, m.invoiceTwice(existing.number));
    await requireRecipientAddress(tx, reservationId, "tax invoice");
    const line = await requireTaxableRate(tx, r);
    const issuedOn = todayIST(now);
    const n = await numbered(tx, settings, "invoice", issuedOn);
    const base = await baseSnapshot(tx, { r, settings, series: "invoice", number: n.number, issuedOn, line });
    const tax = taxOn(options.taxable, line.rate);
    const snapshot = invoiceSnapshot(
      ctx,
      {
        ...base,
        description: `Cancellation charges (${options.reason}): ${base.description}`,
        quantity: 1,
        unitPrice: options.taxable,
      },
      tax,
    );
    return { snapshot, numbering: n };
  });
}

/**
 * Quotation (an estimate), valid until a date the issuer chooses (`quotationValidity`: by default
 * 15 days); each revision is a new number and supersedes the open quotations before it.
 */
export async function issueQuotation(db: Db, options: IssueOptions & { validUntil?: string }) {
  const { actor, reservationId } = options;
  authorize(actor, "billing.quotation.issue", m.quotationDenied);
  if (options.validUntil !== undefined && !isValidDate(options.validUntil))
    throw new DomainError(400, m.dateRequired, "validUntil");
  return issue(db, options, async (tx, now) => {
    const issuedOn = todayIST(now);
    const ctx = await context(tx, actor, reservationId);
    const { r, settings } = ctx;
    const validUntil = options.validUntil ?? quotationValidity(issuedOn, r.eventDate).fallback;
    const refusal = validityRefusal(validUntil, issuedOn, r.eventDate);
    if (refusal) throw new DomainError(400, refusal, "validUntil");
    const line = await requireTaxableRate(tx, r);
    const n = await numbered(tx, settings, "quotation", issuedOn);
    const base = await baseSnapshot(tx, {
      r,
      settings,
      series: "quotation",
      number: n.number,
      issuedOn,
      line,
    });
    const tax = supplyOf(ctx, line, base.description);
    const balance = balanceWith(r, ctx.docs, ctx.ledger, ctx.extras);
    const amountDue = Math.max(0, tax.total - Math.max(0, balance.settled));
    const snapshot: DocumentSnapshot = {
      ...base,
      ...tax,
      alcohol: alcoholOf(r),
      amountInWords: amountInWords(tax.total),
      amountDue,
      paidInFull: amountDue === 0 && balance.alcoholDue === 0,
      upiUri: upiUri(settings, amountDue, n.number),
      validUntil,
    };
    return {
      snapshot,
      numbering: n,
      after: async (tx2, id) => {
        await tx2
          .update(billingDocuments)
          .set({ state: "superseded", stateAt: now, stateByEmail: actor.email })
          .where(
            and(
              eq(billingDocuments.reservationId, reservationId),
              eq(billingDocuments.series, "quotation"),
              isNull(billingDocuments.state),
              ne(billingDocuments.id, id),
            ),
          );
      },
    };
  });
}

/**
 * Liquor bill (issue 27 item 7): the alcohol, outside GST, in its own series; never in a tax
 * invoice's total. Once per reservation; an NC event with alcohol gets one too.
 */
export async function issueLiquorBill(db: Db, options: IssueOptions) {
  const { actor, reservationId } = options;
  authorize(actor, "billing.document.issue", m.documentDenied);
  return issue(db, options, async (tx, now) => {
    const ctx = await context(tx, actor, reservationId);
    const { r, settings, docs } = ctx;
    if (r.status === "cancelled") throw new DomainError(409, m.liquorCancelled);
    const alcohol = alcoholOf(r);
    if (!alcohol) throw new DomainError(409, m.noAlcohol);
    const earlier = docs.find((d) => d.series === "liquor-bill");
    if (earlier) throw new DomainError(409, m.liquorTwice(earlier.number));
    const issuedOn = todayIST(now);
    const n = await numbered(tx, settings, "liquor-bill", issuedOn);
    const base = await baseSnapshot(tx, {
      r,
      settings,
      series: "liquor-bill",
      number: n.number,
      issuedOn,
      line: null,
    });
    const withTotal = { series: "liquor-bill" as const, total: alcohol.total };
    const balance = balanceWith(
      r,
      [...docs, { series: "liquor-bill", snapshot: withTotal }],
      ctx.ledger,
      ctx.extras,
    );
    const snapshot: DocumentSnapshot = {
      ...base,
      description: alcohol.label,
      quantity: 1,
      unitPrice: alcohol.total,
      taxable: 0,
      rate: 0,
      cgst: 0,
      sgst: 0,
      total: alcohol.total,
      amountInWords: amountInWords(alcohol.total),
      alcohol,
      amountDue: balance.alcoholDue,
      paidInFull: balance.due === 0,
    };
    return { snapshot, numbering: n };
  });
}

/** What is left of an open invoice: its taxable value and tax less credit notes, plus debit notes. */
export function leftOnInvoice(invoice: DocumentRow, docs: readonly DocumentRow[]) {
  let taxable = invoice.snapshot.taxable;
  let tax = invoice.snapshot.cgst + invoice.snapshot.sgst;
  for (const d of docs) {
    if (d.refersTo !== invoice.id) continue;
    const sign = d.series === "debit-note" ? 1 : d.series === "credit-note" ? -1 : 0;
    taxable += sign * d.snapshot.taxable;
    tax += sign * (d.snapshot.cgst + d.snapshot.sgst);
  }
  return { taxable, tax };
}

/**
 * Section 34(2) of the CGST Act as amended by the Finance Act, 2022 (in force 1 October 2022): a
 * credit note is declared no later than 30 November following the end of the financial year of the
 * supply (or the annual return's filing, if earlier; the product does not know that date, so the
 * message names both). The supply's year is the invoice's.
 */
export function creditNoteDeadline(invoiceDate: string): { until: string; fy: string } {
  const fy = financialYearOf(invoiceDate);
  const endYear = Number(financialYearRange(fy).last.slice(0, 4));
  return { until: `${endYear}-11-30`, fy: `20${fy}` };
}

/** A credit or debit note is itemised when its invoice is, or the reservation now has lines. */
const isItemised = (ctx: Awaited<ReturnType<typeof context>>, invoice: DocumentRow) =>
  Boolean(invoice.snapshot.taxes?.length) || ctx.lines.length > 0;

/** A tax line on documents is its SAC and rate (older documents name no tax line). */
const keyOf = (row: { sac: string; rate: number }) => `${row.sac}|${row.rate}`;

/**
 * What is left of an open invoice per tax line (issue 32 item 6): its rows less credit notes, plus
 * debit notes, in the invoice's order (its package's tax line first).
 */
export function leftByTaxLine(invoice: DocumentRow, docs: readonly DocumentRow[]): Map<string, TaxRow> {
  const left = new Map<string, TaxRow>();
  const add = (rows: readonly TaxRow[], sign: number) => {
    for (const row of rows) {
      const key = keyOf(row);
      const g = left.get(key) ?? { ...row, taxable: 0, cgst: 0, sgst: 0 };
      g.taxable += sign * row.taxable;
      g.cgst += sign * row.cgst;
      g.sgst += sign * row.sgst;
      left.set(key, g);
    }
  };
  add(documentTaxRows(invoice.snapshot), 1);
  for (const d of docs) {
    if (d.refersTo !== invoice.id) continue;
    const sign = d.series === "debit-note" ? 1 : d.series === "credit-note" ? -1 : 0;
    if (sign) add(documentTaxRows(d.snapshot), sign);
  }
  return left;
}

/** The reservation's package and lines now, per tax line. */
async function currentByTaxLine(tx: Tx, ctx: Awaited<ReturnType<typeof context>>) {
  const line = await taxLineOf(tx, ctx.r.id);
  const items = line ? [packageLine(ctx.r, line), ...ctx.lines] : ctx.lines;
  return new Map(taxRowsOf(items).map((row) => [keyOf(row), row]));
}

/**
 * A credit note's rows: each tax line's amount at its rate; the one that takes all that is left of
 * a tax line takes exactly its tax left (so the notes add up to the invoice to the paisa).
 */
export function creditRows(left: ReadonlyMap<string, TaxRow>, amounts: ReadonlyMap<string, Paise>): TaxRow[] {
  const rows: TaxRow[] = [];
  for (const [key, taxable] of amounts) {
    const g = left.get(key);
    if (!g || taxable <= 0) continue;
    const tax = g.cgst + g.sgst;
    const last = taxable >= g.taxable;
    const cgst = last ? Math.ceil(tax / 2) : Math.min(halfTax(taxable, g.rate), Math.floor(tax / 2));
    rows.push({ ...g, taxable: last ? g.taxable : taxable, cgst, sgst: last ? tax - cgst : cgst });
  }
  return rows;
}

/** A credit or debit note's snapshot of rows: one per tax line, to the invoice's recipient. */
function noteSnapshot(
  base: Awaited<ReturnType<typeof baseSnapshot>>,
  invoice: DocumentRow,
  rows: readonly TaxRow[],
  reason: string,
  kind: "credit" | "debit",
): DocumentSnapshot {
  const sums = sumRows(rows);
  const invoiced = invoice.snapshot;
  return {
    ...base,
    ...sums,
    rate: rows[0]!.rate,
    recipient: invoiced.recipient,
    b2b: invoiced.b2b,
    sac: invoiced.sac,
    description: `${reason}: ${invoiced.description}`,
    quantity: 1,
    unitPrice: sums.taxable,
    amountInWords: amountInWords(sums.total),
    refersTo: { number: invoice.number, date: invoice.issuedOn, reason },
    lines: rows.map((row) => ({
      kind,
      description: `${reason}: ${row.description}`,
      sac: row.sac,
      quantity: 1,
      unitPrice: row.taxable,
      taxable: row.taxable,
      rate: row.rate,
      taxLine: row.description,
    })),
    taxes: rows.map((row) => ({ ...row })),
  };
}

export const creditReasons = [
  "Discount",
  "Deficiency in service",
  "Correction of the value or rate",
  "Cancellation of the event",
  "Reduction in the amount charged",
] as const;

/**
 * Credit note (rule 53, s.34(1)) against the open invoice: by amount (taxable value, at the
 * invoice's rate) with a reason; without an amount, the whole invoice when the reservation is
 * cancelled, else the fall of its taxable value since the invoice. Never beyond what is left of
 * the invoice; the last one takes exactly what is left (issue 27 items 10, 11). The recipient is
 * the invoice's (its snapshot). A credit note that leaves nothing closes the invoice.
 */
export async function issueCreditNote(db: Db, options: IssueOptions & { reason?: string; taxable?: Paise }) {
  const { actor, reservationId } = options;
  authorize(actor, "billing.document.issue", m.documentDenied);
  return issue(db, options, async (tx, now) => {
    const ctx = await context(tx, actor, reservationId, { deleted: true });
    const { r, settings, docs } = ctx;
    const invoice = openInvoice(docs);
    if (!invoice) throw new DomainError(409, m.noInvoiceToCredit);
    const issuedOn = todayIST(now);
    const deadline = creditNoteDeadline(invoice.issuedOn);
    if (issuedOn > deadline.until)
      throw new DomainError(
        409,
        m.creditTimeLimit(invoice.number, formatPlainDate(deadline.until), deadline.fy),
      );
    const left = leftOnInvoice(invoice, docs);
    if (left.taxable <= 0) throw new DomainError(409, m.nothingLeftToCredit);
    const cancelled = r.status === "cancelled" || r.status === "soft-deleted";
    if (isItemised(ctx, invoice)) {
      // Issue 32 item 6: per tax line of the invoice (SAC and rate), each at its own rate.
      const byLine = leftByTaxLine(invoice, docs);
      const amounts = new Map<string, Paise>();
      if (options.taxable !== undefined) {
        const [key, main] = [...byLine.entries()][0]!;
        if (options.taxable > main.taxable)
          throw new DomainError(
            400,
            m.creditTooLarge(formatINR(Math.max(0, main.taxable)), invoice.number),
            "taxable",
          );
        amounts.set(key, options.taxable);
      } else {
        const current = cancelled ? new Map<string, TaxRow>() : await currentByTaxLine(tx, ctx);
        for (const [key, g] of byLine) amounts.set(key, g.taxable - (current.get(key)?.taxable ?? 0));
      }
      const rows = creditRows(byLine, amounts);
      if (rows.length === 0) throw new DomainError(409, m.nothingToCredit);
      await requireRecipientAddress(tx, reservationId, "credit note");
      const closes = [...byLine.entries()].every(
        ([key, g]) => g.taxable <= 0 || rows.some((row) => keyOf(row) === key && row.taxable === g.taxable),
      );
      const n = await numbered(tx, settings, "credit-note", issuedOn);
      const base = await baseSnapshot(tx, {
        r,
        settings,
        series: "credit-note",
        number: n.number,
        issuedOn,
        line: null,
      });
      const reason =
        options.reason?.trim() ||
        (cancelled ? "Cancellation of the event" : "Reduction in the amount charged");
      const snapshot = noteSnapshot(base, invoice, rows, reason, "credit");
      return {
        snapshot,
        numbering: n,
        refersTo: invoice.id,
        after: closes ? (tx2: Tx) => closeInvoice(tx2, invoice.id, now) : undefined,
      };
    }
    let taxable = options.taxable;
    if (taxable === undefined) {
      taxable = cancelled ? left.taxable : left.taxable - toPaise(r.totalEventAmountExcludingGST);
      if (taxable <= 0) throw new DomainError(409, m.nothingToCredit);
    }
    if (taxable > left.taxable)
      throw new DomainError(400, m.creditTooLarge(formatINR(left.taxable), invoice.number), "taxable");
    await requireRecipientAddress(tx, reservationId, "credit note");
    const rate = invoice.snapshot.rate;
    const last = taxable === left.taxable;
    const half = last ? left.tax / 2 : Math.min(taxOn(taxable, rate).cgst, Math.floor(left.tax / 2));
    // The last note takes exactly the tax left; an invoice's tax is always even (two equal halves).
    const cgst = last ? Math.ceil(half) : half;
    const sgst = last ? left.tax - cgst : half;
    const tax = { taxable, rate, cgst, sgst, total: taxable + cgst + sgst };
    const n = await numbered(tx, settings, "credit-note", issuedOn);
    const base = await baseSnapshot(tx, {
      r,
      settings,
      series: "credit-note",
      number: n.number,
      issuedOn,
      line: null,
    });
    const reason =
      options.reason?.trim() || (cancelled ? "Cancellation of the event" : "Reduction in the amount charged");
    const invoiced = invoice.snapshot;
    const snapshot: DocumentSnapshot = {
      ...base,
      ...tax,
      // Issue 27 item 10: the original invoice's recipient, GSTIN and supply, whatever changed since.
      recipient: invoiced.recipient,
      b2b: invoiced.b2b,
      sac: invoiced.sac,
      description: `${reason}: ${invoiced.description}`,
      quantity: 1,
      unitPrice: tax.taxable,
      amountInWords: amountInWords(tax.total),
      refersTo: { number: invoice.number, date: invoice.issuedOn, reason },
    };
    return {
      snapshot,
      numbering: n,
      refersTo: invoice.id,
      after: last ? (tx2) => closeInvoice(tx2, invoice.id, now) : undefined,
    };
  });
}

/**
 * Debit note (s.34(3), rule 53) against the open invoice when the supply rose after it (more
 * guests, a higher price): by default the rise of the booking's taxable value over what the
 * invoice and its notes charge; at the invoice's rate, to the invoice's recipient. It adjusts any
 * advance still unadjusted (GSTR-1's table 11B).
 */
export async function issueDebitNote(db: Db, options: IssueOptions & { reason?: string; taxable?: Paise }) {
  const { actor, reservationId } = options;
  authorize(actor, "billing.document.issue", m.documentDenied);
  return issue(db, options, async (tx, now) => {
    const ctx = await context(tx, actor, reservationId);
    const { r, settings, docs } = ctx;
    const invoice = openInvoice(docs);
    if (!invoice) throw new DomainError(409, m.noInvoiceToDebit);
    const left = leftOnInvoice(invoice, docs);
    if (isItemised(ctx, invoice)) {
      // Issue 32 item 6: the rise per tax line (SAC and rate) over what the invoice and its notes charge.
      const byLine = leftByTaxLine(invoice, docs);
      const rows: TaxRow[] = [];
      if (options.taxable !== undefined) {
        const main = [...byLine.values()][0]!;
        if (options.taxable > 0) rows.push({ ...main, ...taxOn(options.taxable, main.rate) });
      } else {
        for (const [key, g] of await currentByTaxLine(tx, ctx)) {
          const rise = g.taxable - (byLine.get(key)?.taxable ?? 0);
          if (rise > 0) rows.push({ ...g, ...taxOn(rise, g.rate) });
        }
      }
      if (rows.length === 0) throw new DomainError(409, m.nothingToDebit);
      const issuedOn = todayIST(now);
      const n = await numbered(tx, settings, "debit-note", issuedOn);
      const base = await baseSnapshot(tx, {
        r,
        settings,
        series: "debit-note",
        number: n.number,
        issuedOn,
        line: null,
      });
      const reason = options.reason?.trim() || "Increase in the amount charged";
      const snapshot = noteSnapshot(base, invoice, rows, reason, "debit");
      snapshot.advances = adjustAdvances(advancePool(docs), rows);
      return { snapshot, numbering: n, refersTo: invoice.id };
    }
    const rise = toPaise(r.totalEventAmountExcludingGST) - left.taxable;
    const taxable = options.taxable ?? rise;
    if (taxable <= 0) throw new DomainError(409, m.nothingToDebit);
    const tax = taxOn(taxable, invoice.snapshot.rate);
    const issuedOn = todayIST(now);
    const n = await numbered(tx, settings, "debit-note", issuedOn);
    const base = await baseSnapshot(tx, {
      r,
      settings,
      series: "debit-note",
      number: n.number,
      issuedOn,
      line: null,
    });
    const reason = options.reason?.trim() || "Increase in the amount charged";
    const invoiced = invoice.snapshot;
    const snapshot: DocumentSnapshot = {
      ...base,
      ...tax,
      recipient: invoiced.recipient,
      b2b: invoiced.b2b,
      sac: invoiced.sac,
      description: `${reason}: ${invoiced.description}`,
      quantity: 1,
      unitPrice: tax.taxable,
      amountInWords: amountInWords(tax.total),
      advances: adjustAdvances(advancePool(docs), [tax]),
      refersTo: { number: invoice.number, date: invoice.issuedOn, reason },
    };
    return { snapshot, numbering: n, refersTo: invoice.id };
  });
}

/** A quotation marked superseded or declined (issue 27 item 15), by those who issue quotations. */
export async function markQuotation(
  db: Db,
  options: {
    actor: Actor;
    reservationId: string;
    documentId: string;
    state: "superseded" | "declined";
    events: EventBus;
    now?: Date;
  },
) {
  const { actor, reservationId, documentId, state, events, now = new Date() } = options;
  authorize(actor, "billing.quotation.issue", m.quotationDenied);
  const number = await db.transaction(async (tx) => {
    await loadReservation(tx, { id: reservationId, actor, lock: true });
    const [doc] = await tx
      .select({
        series: billingDocuments.series,
        state: billingDocuments.state,
        number: billingDocuments.number,
      })
      .from(billingDocuments)
      .where(and(eq(billingDocuments.id, documentId), eq(billingDocuments.reservationId, reservationId)));
    if (!doc) throw new DomainError(404, m.documentNotFound);
    if (doc.series !== "quotation") throw new DomainError(409, m.notAQuotation);
    if (doc.state !== null) throw new DomainError(409, m.quotationNotOpen);
    await tx
      .update(billingDocuments)
      .set({ state, stateAt: now, stateByEmail: actor.email })
      .where(eq(billingDocuments.id, documentId));
    await writeAudit(tx, {
      actor,
      action: `document.quotation.${state}`,
      entity: "billing_document",
      entityId: documentId,
      after: { number: doc.number, state },
    });
    return doc.number;
  });
  await events.publish("reservations", "document.state", reservationId);
  return { number };
}

export interface DocumentSummary {
  id: string;
  series: DocumentSeries;
  number: string;
  issuedOn: string;
  amount: Paise;
  status: SendStatus;
  paymentId: string | null;
  /** A quotation's state ('superseded', 'declined'), or 'credited' for a fully credited invoice. */
  state: string | null;
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
      state: billingDocuments.state,
      closedAt: billingDocuments.closedAt,
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
    state: d.state ?? (d.closedAt ? "credited" : null),
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

export { inclusive };
