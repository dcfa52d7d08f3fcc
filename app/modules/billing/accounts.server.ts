import { and, asc, between, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { billingDocuments, payments, reservations } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { type Paise, toPaise } from "~/modules/money";
import { todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { type PaymentMode, paymentModes } from "./billing.schema";
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
  total: Paise;
  received: Paise;
  outstanding: Paise;
  overdue: boolean;
}

/** Every reservation with money outstanding (event total + alcohol − received), by event date. */
export async function listDues(db: Db, options: { actor: Actor; now?: Date }): Promise<Due[]> {
  authorize(options.actor, "billing.accounts.view");
  const today = todayIST(options.now);
  const total = sql<string>`coalesce(${reservations.totalAmountIncludingGST}, ${reservations.totalAmount}, 0)`;
  const outstanding = sql<string>`(${total} + coalesce(${reservations.totalAlcoholAmount}, 0) - ${reservations.advanceAmountReceived})`;
  const rows = await db
    .select({
      id: reservations.id,
      eventName: reservations.eventName,
      eventDate: reservations.eventDate,
      clientName: reservations.clientName,
      status: reservations.status,
      total: sql<string>`(${total} + coalesce(${reservations.totalAlcoholAmount}, 0))::text`,
      received: reservations.advanceAmountReceived,
      outstanding: sql<string>`${outstanding}::text`,
    })
    .from(reservations)
    .where(and(notInArray(reservations.status, ["cancelled", "soft-deleted"]), sql`${outstanding} > 0`))
    .orderBy(asc(reservations.eventDate), asc(reservations.eventStartTime));
  return rows.map((r) => ({
    ...r,
    total: toPaise(r.total),
    received: toPaise(r.received),
    outstanding: toPaise(r.outstanding),
    overdue: r.eventDate < today,
  }));
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
    .where(between(payments.paidOn, options.from, options.to))
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
}

const zero = (): TaxLine => ({ taxable: 0, cgst: 0, sgst: 0, total: 0 });
function add(into: TaxLine, s: TaxLine, sign: number) {
  into.taxable += sign * s.taxable;
  into.cgst += sign * s.cgst;
  into.sgst += sign * s.sgst;
  into.total += sign * s.total;
}

/**
 * The GST summary of a month (YYYY-MM) laid out for GSTR-1: tax invoices less credit notes per
 * rate, B2B documents with the client's GSTIN, B2C totals per rate, the SAC summary, and the
 * documents issued per series with their first and last numbers.
 */
export async function gstSummary(db: Db, options: { actor: Actor; month: string }): Promise<GstSummary> {
  authorize(options.actor, "billing.accounts.view");
  const first = `${options.month}-01`;
  const last = sql`(date_trunc('month', ${first}::date) + interval '1 month - 1 day')::date`;
  // Only the figures the summary needs, read out of each snapshot by the database.
  const field = (path: string) => sql<string>`${billingDocuments.snapshot}->>${path}`;
  const docs = await db
    .select({
      series: billingDocuments.series,
      number: billingDocuments.number,
      issuedOn: billingDocuments.issuedOn,
      taxable: field("taxable"),
      cgst: field("cgst"),
      sgst: field("sgst"),
      total: field("total"),
      rate: field("rate"),
      sac: field("sac"),
      gstin: sql<string>`${billingDocuments.snapshot}->'recipient'->>'gstin'`,
      name: sql<string>`${billingDocuments.snapshot}->'recipient'->>'name'`,
    })
    .from(billingDocuments)
    .where(and(sql`${billingDocuments.issuedOn} between ${first}::date and ${last}`))
    .orderBy(asc(billingDocuments.series), asc(billingDocuments.financialYear), asc(billingDocuments.serial));
  const perRate = new Map<number, TaxLine>();
  const b2c = new Map<number, TaxLine>();
  const sac = new Map<string, TaxLine>();
  const b2b: GstSummary["b2b"] = [];
  const totals = zero();
  const documents = new Map<DocumentSeries, { first: string; last: string; count: number }>();
  for (const d of docs) {
    const series = d.series as DocumentSeries;
    const seen = documents.get(series);
    if (seen) {
      seen.last = d.number;
      seen.count++;
    } else documents.set(series, { first: d.number, last: d.number, count: 1 });
    if (series !== "invoice" && series !== "credit-note") continue;
    const sign = series === "invoice" ? 1 : -1;
    const line = {
      taxable: Number(d.taxable),
      cgst: Number(d.cgst),
      sgst: Number(d.sgst),
      total: Number(d.total),
    };
    const rate = Number(d.rate);
    for (const [map, key] of [
      [perRate, rate],
      [sac, d.sac],
    ] as const) {
      const into = (map as Map<typeof key, TaxLine>).get(key) ?? zero();
      add(into, line, sign);
      (map as Map<typeof key, TaxLine>).set(key, into);
    }
    add(totals, line, sign);
    if (d.gstin) {
      b2b.push({
        ...line,
        number: d.number,
        issuedOn: d.issuedOn,
        gstin: d.gstin,
        name: d.name,
        rate,
        series,
      });
    } else {
      const into = b2c.get(rate) ?? zero();
      add(into, line, sign);
      b2c.set(rate, into);
    }
  }
  return {
    month: options.month,
    perRate: [...perRate].map(([rate, t]) => ({ rate, ...t })).sort((a, b) => a.rate - b.rate),
    b2b,
    b2c: [...b2c].map(([rate, t]) => ({ rate, ...t })).sort((a, b) => a.rate - b.rate),
    sac: [...sac].map(([code, t]) => ({ sac: code, ...t })),
    documents: [...documents].map(([series, v]) => ({ series, ...v })),
    totals,
  };
}
