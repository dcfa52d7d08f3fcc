import { and, asc, between, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { type Db, queryRows } from "~/db/client.server";
import { billingDocuments, payments, reservations, tdsCertificates } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { type Paise, toPaise } from "~/modules/money";
import { addMonths, monthKey, monthOf, monthRange, parseMonth, todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { type PaymentMode, paymentModes } from "./billing.schema";
import { type AdvanceRow, advanceTables } from "./advances";
import { noFacts, readBalanceFacts, reservationBalance } from "./balance.server";
import type { AdvancePart } from "./document-snapshot";
import { type DocumentSeries, documentSeries } from "./document-snapshot";

/**
 * The accounts workspace (issue 15 item 5): dues, payments, the documents register and the GST
 * summary. Accounts and admin only; read-only (spec 6: accounts still cannot change a reservation).
 */

export interface Due {
  id: string;
  eventName: string;
  eventDate: string;
  clientName: string;
  status: string;
  /** What the event and its alcohol are charged (the one balance's event + alcohol). */
  total: Paise;
  /** Payments − refunds + TDS. */
  received: Paise;
  /** Everything still owed (the balance's `due`). */
  outstanding: Paise;
  /** Money to give back (a cancelled, credited or overpaid event). */
  refundDue: Paise;
  /** Booking total − tax documents, when they differ after the invoice ('Booking differs from invoice by ₹X'). */
  bookingDiffers: Paise | null;
  overdue: boolean;
}

/**
 * Every reservation (soft-deleted ones aside) with money outstanding, a refund due, or a booking
 * that no longer matches its tax invoice, by event date: the one balance of each (issue 27 item 16).
 */
export async function listDues(db: Db, options: { actor: Actor; now?: Date }): Promise<Due[]> {
  authorize(options.actor, "billing.accounts.view");
  const today = todayIST(options.now);
  const rows = await db
    .select({
      id: reservations.id,
      eventName: reservations.eventName,
      eventDate: reservations.eventDate,
      clientName: reservations.clientName,
      status: reservations.status,
      isFOC: reservations.isFOC,
      totalAmountIncludingGST: reservations.totalAmountIncludingGST,
      totalAmount: reservations.totalAmount,
      totalAlcoholAmount: reservations.totalAlcoholAmount,
      totalEventAmountExcludingGST: reservations.totalEventAmountExcludingGST,
      gstType: reservations.gstType,
      gstValue: reservations.gstValue,
    })
    .from(reservations)
    .where(ne(reservations.status, "soft-deleted"))
    .orderBy(asc(reservations.eventDate), asc(reservations.eventStartTime));
  const facts = await readBalanceFacts(db, null);
  const dues: Due[] = [];
  for (const r of rows) {
    const b = reservationBalance(r, facts.get(r.id) ?? noFacts);
    if (b.due === 0 && b.refundDue === 0 && b.bookingDiffers === null) continue;
    dues.push({
      id: r.id,
      eventName: r.eventName,
      eventDate: r.eventDate,
      clientName: r.clientName,
      status: r.status,
      total: b.event + b.alcohol,
      received: b.settled,
      outstanding: b.due,
      refundDue: b.refundDue,
      bookingDiffers: b.bookingDiffers,
      overdue: b.due > 0 && r.eventDate < today,
    });
  }
  return dues;
}

export interface TdsOutstanding {
  paymentId: string;
  reservationId: string;
  eventName: string;
  clientName: string;
  section: string | null;
  amount: Paise;
  deductedOn: string;
}

/** TDS entries whose certificate (Form 16A) has not been received (issue 27 item 21), oldest first. */
export async function listTdsOutstanding(db: Db, options: { actor: Actor }): Promise<TdsOutstanding[]> {
  authorize(options.actor, "billing.accounts.view");
  const rows = await db
    .select({
      paymentId: payments.id,
      reservationId: payments.reservationId,
      eventName: sql<string>`coalesce(${reservations.eventName}, '(deleted reservation)')`,
      clientName: sql<string>`coalesce(${reservations.clientName}, '')`,
      section: payments.tdsSection,
      amount: payments.amount,
      deductedOn: payments.paidOn,
    })
    .from(payments)
    .leftJoin(reservations, eq(reservations.id, payments.reservationId))
    .leftJoin(tdsCertificates, eq(tdsCertificates.paymentId, payments.id))
    .where(and(eq(payments.kind, "tds"), isNull(tdsCertificates.paymentId)))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt));
  return rows.map((r) => ({ ...r, amount: toPaise(r.amount) }));
}

export interface PaymentsReport {
  entries: {
    id: string;
    reservationId: string;
    eventName: string;
    kind: "payment" | "refund";
    amount: Paise;
    paidOn: string;
    mode: PaymentMode | null;
    reference: string;
  }[];
  /** Per mode (null: not recorded): received, refunded, net. */
  perMode: { mode: PaymentMode | null; received: Paise; refunded: Paise; net: Paise }[];
  totals: { received: Paise; refunded: Paise; net: Paise };
}

export async function paymentsReport(
  db: Db,
  options: { actor: Actor; from: string; to: string },
): Promise<PaymentsReport> {
  authorize(options.actor, "billing.accounts.view");
  const rows = await db
    .select({
      id: payments.id,
      reservationId: payments.reservationId,
      eventName: sql<string>`coalesce(${reservations.eventName}, '(deleted reservation)')`,
      kind: payments.kind,
      amount: payments.amount,
      paidOn: payments.paidOn,
      mode: payments.mode,
      reference: payments.reference,
    })
    .from(payments)
    .leftJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(and(between(payments.paidOn, options.from, options.to), ne(payments.kind, "tds")))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt));
  const entries = rows.map((r) => ({
    ...r,
    kind: r.kind as "payment" | "refund",
    mode: r.mode as PaymentMode | null,
    amount: toPaise(r.amount),
  }));
  const perMode = [...paymentModes, null].map((mode) => {
    const of = entries.filter((e) => e.mode === mode);
    const received = of.filter((e) => e.kind === "payment").reduce((s, e) => s + e.amount, 0);
    const refunded = of.filter((e) => e.kind === "refund").reduce((s, e) => s + e.amount, 0);
    return { mode, received, refunded, net: received - refunded };
  });
  const received = perMode.reduce((s, m) => s + m.received, 0);
  const refunded = perMode.reduce((s, m) => s + m.refunded, 0);
  return {
    entries,
    perMode: perMode.filter((m) => m.received || m.refunded),
    totals: { received, refunded, net: received - refunded },
  };
}

export interface RegisterEntry {
  id: string;
  reservationId: string;
  series: DocumentSeries;
  number: string;
  issuedOn: string;
  amount: Paise;
  recipient: string;
}

/** The documents register: every document of the chosen series issued in the date range. */
export async function documentRegister(
  db: Db,
  options: { actor: Actor; series: DocumentSeries | "all"; from: string; to: string },
): Promise<RegisterEntry[]> {
  authorize(options.actor, "billing.accounts.view");
  const rows = await db
    .select({
      id: billingDocuments.id,
      reservationId: billingDocuments.reservationId,
      series: billingDocuments.series,
      number: billingDocuments.number,
      issuedOn: billingDocuments.issuedOn,
      amount: billingDocuments.amount,
      recipient: sql<string>`${billingDocuments.snapshot}->'recipient'->>'name'`,
    })
    .from(billingDocuments)
    .where(
      and(
        between(billingDocuments.issuedOn, options.from, options.to),
        inArray(billingDocuments.series, options.series === "all" ? [...documentSeries] : [options.series]),
      ),
    )
    .orderBy(asc(billingDocuments.series), asc(billingDocuments.financialYear), asc(billingDocuments.serial));
  return rows.map((r) => ({ ...r, series: r.series as DocumentSeries, amount: toPaise(r.amount) }));
}

interface TaxLine {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  total: Paise;
}

export interface GstSummary {
  month: string;
  /** Per rate (hundredths of a percent): invoices less credit notes. */
  perRate: (TaxLine & { rate: number })[];
  b2b: (TaxLine & {
    number: string;
    issuedOn: string;
    gstin: string;
    name: string;
    rate: number;
    series: DocumentSeries;
  })[];
  b2c: (TaxLine & { rate: number })[];
  sac: (TaxLine & { sac: string })[];
  documents: { series: DocumentSeries; first: string; last: string; count: number }[];
  totals: TaxLine;
  /**
   * GSTR-1 table 11A (advances received this month, no invoice in the month: 'at') and 11B (advances
   * of earlier months adjusted or refunded this month: 'atadj'), per rate (issue 27 item 8).
   */
  advances: { received: AdvanceLine[]; adjusted: AdvanceLine[] };
}

export interface AdvanceLine {
  rate: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
}

const zero = (): TaxLine => ({ taxable: 0, cgst: 0, sgst: 0, total: 0 });
function add(into: TaxLine, s: TaxLine, sign: number) {
  into.taxable += sign * s.taxable;
  into.cgst += sign * s.cgst;
  into.sgst += sign * s.sgst;
  into.total += sign * s.total;
}

/** One group of the summary's query: the documents of one month, series, rate, SAC and B2B or not. */
interface SummaryGroup {
  month: string;
  series: DocumentSeries;
  rate: string;
  sac: string;
  b2b: boolean;
  /** The group's documents (a document taxed at two rates is in two groups). */
  serials: number[];
  first_serial: number;
  last_serial: number;
  first_number: string;
  last_number: string;
  taxable: string;
  cgst: string;
  sgst: string;
  total: string;
  /** B2B invoices and credit notes one by one: [serial, number, issued on, GSTIN, name, taxable, CGST, SGST, total]. */
  documents: [number, string, string, string, string, number, number, number, number][] | null;
}

/**
 * The GST summaries of the months from `from` to `to` (YYYY-MM, inclusive) laid out for GSTR-1:
 * tax invoices less credit notes per rate, B2B documents with the client's GSTIN, B2C totals per
 * rate, the SAC summary, and the documents issued per series with their first and last numbers;
 * one summary per month, months without documents included.
 *
 * One grouped query for the whole period (a year's summary was twelve queries, one per month): each
 * snapshot is unpacked once (`jsonb_to_record`; every `->>` on a snapshot unpacks it again), grouped
 * by month, series, rate, SAC and B2B or not, and the B2B documents GSTR-1 lists one by one come as
 * one JSON array per group (a row each cost more than the rest of the query).
 */
export async function gstSummaries(
  db: Db,
  options: { actor: Actor; from: string; to: string },
): Promise<GstSummary[]> {
  authorize(options.actor, "billing.accounts.view");
  const end = parseMonth(options.to, monthOf(todayIST()));
  const start = parseMonth(options.from, end);
  const groups = await queryRows<SummaryGroup>(
    db,
    sql`with b as (
          select to_char(b.issued_on, 'YYYY-MM') as month, b.series, b.serial, b.number, b.issued_on,
                 b.snapshot->'taxes' as taxes,
                 s.taxable, s.cgst, s.sgst, s.total, s.rate, s.sac,
                 coalesce(s.recipient->>'gstin', '') as gstin, s.recipient->>'name' as name
          from ${billingDocuments} b,
               jsonb_to_record(b.snapshot) as s(taxable bigint, cgst bigint, sgst bigint, total bigint,
                                                 rate text, sac text, recipient jsonb)
          where b.issued_on between ${monthRange(start).first}::date and ${monthRange(end).last}::date
        ),
        -- Issue 32 item 6: an itemised document's tax is its rows per tax line (its taxes),
        -- each at its own rate and SAC; a document without them is one row at its own.
        d as (
          select month, series, serial, number, issued_on, gstin, name,
                 coalesce((t->>'taxable')::bigint, b.taxable) as taxable,
                 coalesce((t->>'cgst')::bigint, b.cgst) as cgst,
                 coalesce((t->>'sgst')::bigint, b.sgst) as sgst,
                 case when t is null then b.total
                      else (t->>'taxable')::bigint + (t->>'cgst')::bigint + (t->>'sgst')::bigint end as total,
                 coalesce(t->>'rate', b.rate) as rate,
                 coalesce(t->>'sac', b.sac) as sac
          from b
          left join lateral jsonb_array_elements(
            case when jsonb_typeof(b.taxes) = 'array' and jsonb_array_length(b.taxes) > 0 then b.taxes end
          ) as t on true
        )
        select month, series, rate, sac, gstin <> '' as b2b,
               array_agg(distinct serial) as serials, min(serial) as first_serial, max(serial) as last_serial,
               (array_agg(number order by serial))[1] as first_number,
               (array_agg(number order by serial desc))[1] as last_number,
               sum(taxable) as taxable, sum(cgst) as cgst, sum(sgst) as sgst, sum(total) as total,
               case when gstin <> '' and series in ('invoice', 'credit-note', 'debit-note') then
                 json_agg(json_build_array(serial, number, issued_on, gstin, name, taxable, cgst, sgst, total) order by serial)
               end as documents
        from d
        group by month, series, rate, sac, gstin <> ''
        order by month, series, first_serial`,
  );
  const months = new Map<string, MonthTotals>();
  for (const g of groups) {
    let m = months.get(g.month);
    if (!m) {
      m = {
        perRate: new Map(),
        b2c: new Map(),
        sac: new Map(),
        b2b: [],
        totals: zero(),
        documents: new Map(),
      };
      months.set(g.month, m);
    }
    const docs = m.documents.get(g.series);
    if (!docs) {
      m.documents.set(g.series, {
        first: g.first_number,
        last: g.last_number,
        serials: new Set(g.serials),
        firstSerial: g.first_serial,
        lastSerial: g.last_serial,
      });
    } else {
      for (const serial of g.serials) docs.serials.add(serial);
      if (g.first_serial < docs.firstSerial)
        [docs.firstSerial, docs.first] = [g.first_serial, g.first_number];
      if (g.last_serial > docs.lastSerial) [docs.lastSerial, docs.last] = [g.last_serial, g.last_number];
    }
    if (g.series !== "invoice" && g.series !== "credit-note" && g.series !== "debit-note") continue;
    const sign = g.series === "credit-note" ? -1 : 1;
    const line = {
      taxable: Number(g.taxable),
      cgst: Number(g.cgst),
      sgst: Number(g.sgst),
      total: Number(g.total),
    };
    const rate = Number(g.rate);
    addTo(m.perRate, rate, line, sign);
    addTo(m.sac, g.sac, line, sign);
    add(m.totals, line, sign);
    if (g.documents) {
      for (const [serial, number, issuedOn, gstin, name, taxable, cgst, sgst, total] of g.documents) {
        m.b2b.push({
          serial,
          taxable,
          cgst,
          sgst,
          total,
          number,
          issuedOn,
          gstin,
          name,
          rate,
          series: g.series,
        });
      }
    } else addTo(m.b2c, rate, line, sign);
  }
  const perRate = (map: Map<number, TaxLine>) =>
    [...map].map(([rate, t]) => ({ rate, ...t })).sort((a, b) => a.rate - b.rate);
  const advances = await advanceRows(db, { from: monthKey(start), to: monthKey(end) });
  const advancesOf = (month: string, rows: AdvanceRow[]) =>
    rows.filter((r) => r.month === month).map(({ month: _, ...r }) => r);
  const summaries: GstSummary[] = [];
  for (let ref = start; monthKey(ref) <= monthKey(end); ref = addMonths(ref, 1)) {
    const month = monthKey(ref);
    const m = months.get(month);
    summaries.push({
      month,
      perRate: m ? perRate(m.perRate) : [],
      b2b: (m?.b2b ?? [])
        .sort((a, b) => a.series.localeCompare(b.series) || a.serial - b.serial)
        .map(({ serial: _, ...b }) => b),
      b2c: m ? perRate(m.b2c) : [],
      sac: [...(m?.sac ?? [])].map(([code, t]) => ({ sac: code, ...t })),
      documents: [...(m?.documents ?? [])].map(([series, d]) => ({
        series,
        first: d.first,
        last: d.last,
        count: d.serials.size,
      })),
      totals: m?.totals ?? zero(),
      advances: { received: advancesOf(month, advances.at), adjusted: advancesOf(month, advances.atadj) },
    });
  }
  return summaries;
}

interface MonthTotals {
  perRate: Map<number, TaxLine>;
  b2c: Map<number, TaxLine>;
  sac: Map<string, TaxLine>;
  b2b: (GstSummary["b2b"][number] & { serial: number })[];
  totals: TaxLine;
  documents: Map<
    DocumentSeries,
    { first: string; last: string; serials: Set<number>; firstSerial: number; lastSerial: number }
  >;
}

function addTo<K>(map: Map<K, TaxLine>, key: K, line: TaxLine, sign: number) {
  const into = map.get(key) ?? zero();
  add(into, line, sign);
  map.set(key, into);
}

/**
 * GSTR-1's advance tables (11A 'at', 11B 'atadj') per month (YYYY-MM) and rate, from `from` to `to`
 * inclusive (issue 27 item 8; reused by the GSTR-1 export). Read from the documents of every
 * reservation that has a receipt voucher: a receipt voucher's taxed part is an advance received; an
 * invoice or debit note (their `advances`) adjusts it, a refund voucher refunds it.
 */
export async function advanceRows(
  db: Db,
  options: { from: string; to: string },
): Promise<{ at: AdvanceRow[]; atadj: AdvanceRow[] }> {
  const rows = await queryRows<{
    series: string;
    issued_on: string;
    number: string;
    rate: string;
    taxable: string;
    cgst: string;
    sgst: string;
    advances: AdvancePart[] | null;
    adjusted: { number: string }[] | null;
    taxes: { rate: number; taxable: Paise; cgst: Paise; sgst: Paise }[] | null;
  }>(
    db,
    sql`select b.series, b.issued_on::text as issued_on, b.number, s.rate, s.taxable, s.cgst, s.sgst, s.advances, s.adjusted, s.taxes
        from ${billingDocuments} b,
             jsonb_to_record(b.snapshot) as s(rate text, taxable bigint, cgst bigint, sgst bigint, advances jsonb, adjusted jsonb, taxes jsonb)
        where b.series in ('receipt', 'invoice', 'debit-note', 'refund')
          and b.reservation_id in (select reservation_id from ${billingDocuments} where series = 'receipt')
        order by b.issued_on, b.series, b.serial`,
  );
  const receipts = new Map(rows.filter((r) => r.series === "receipt").map((r) => [r.number, r]));
  // An invoice issued before invoices recorded their `advances` adjusted the receipt vouchers it listed, whole.
  const partsOf = (r: (typeof rows)[number]): AdvancePart[] =>
    r.advances ??
    (r.adjusted ?? []).flatMap((a) => {
      const rv = receipts.get(a.number);
      return rv
        ? [
            {
              number: rv.number,
              date: rv.issued_on,
              rate: Number(rv.rate),
              taxable: Number(rv.taxable),
              cgst: Number(rv.cgst),
              sgst: Number(rv.sgst),
            },
          ]
        : [];
    });
  const tables = advanceTables(
    rows.map((r) => ({
      series: r.series,
      issuedOn: r.issued_on,
      number: r.number,
      rate: Number(r.rate),
      taxable: Number(r.taxable),
      cgst: Number(r.cgst),
      sgst: Number(r.sgst),
      advances: partsOf(r),
      taxes: r.series === "receipt" ? r.taxes : null,
    })),
  );
  const within = (r: AdvanceRow) => r.month >= options.from && r.month <= options.to;
  return { at: tables.at.filter(within), atadj: tables.atadj.filter(within) };
}

/** The GST summary of a month (YYYY-MM); see `gstSummaries`. */
export async function gstSummary(db: Db, options: { actor: Actor; month: string }): Promise<GstSummary> {
  const { actor, month } = options;
  const [summary] = await gstSummaries(db, { actor, from: month, to: month });
  return summary!;
}
