import { and, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { billingDocuments, enquiries, payments, reservations } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { noFacts, readBalanceFacts, reservationBalance } from "~/modules/billing/balance.server";
import { sourceLabels } from "~/modules/contact/enquiry-admin.schema";
import { type Paise, toPaise } from "~/modules/money";
import { todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { type Slot, slots, weekdays } from "./overview";

/**
 * Issue 32 item 12: the owner's overview (admin): bookings and revenue by month, occupancy by
 * weekday and time of day, and enquiry conversion by source, over the twelve months that end with
 * this one (IST). Every money figure is the one the accounts screens show: invoiced = tax invoices +
 * debit notes − credit notes by their date; received = payments − refunds by the day the money
 * moved; due = the one balance's due of the events of that month (docs/reservations.md, "Owner's overview").
 */
export const overviewTexts = {
  denied: "Only administrators can see the owner's overview.",
} as const;

export interface OverviewMonth {
  /** YYYY-MM */
  month: string;
  label: string;
  bookings: number;
  invoiced: Paise;
  received: Paise;
  due: Paise;
}

export { type Slot, slots, weekdays };

export interface Overview {
  from: string;
  to: string;
  months: OverviewMonth[];
  /** Events (confirmed or completed) per weekday (Monday first) and slot. */
  occupancy: { weekday: (typeof weekdays)[number]; counts: Record<Slot, number> }[];
  conversion: { source: string; label: string; total: number; won: number; lost: number; open: number }[];
}

const monthLabel = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });

/** The twelve months ending with the month of `today` (YYYY-MM-DD). */
export function lastTwelveMonths(today: string): string[] {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const months: string[] = [];
  for (let i = 11; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  return months;
}

/** Morning before 12:00, afternoon before 17:00, evening after (the hall's three sittings). */
export function slotOf(startTime: string): Slot {
  const hour = Number(startTime.slice(0, 2));
  return hour < 12 ? "Morning" : hour < 17 ? "Afternoon" : "Evening";
}

/** Monday = 0 … Sunday = 6, of a calendar date. */
export const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

function lastDay(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export async function loadOverview(db: Db, options: { actor: Actor; now?: Date }): Promise<Overview> {
  authorize(options.actor, "overview.view", overviewTexts.denied);
  const monthKeys = lastTwelveMonths(todayIST(options.now));
  const from = `${monthKeys[0]}-01`;
  const to = lastDay(monthKeys.at(-1)!);
  const months = new Map<string, OverviewMonth>(
    monthKeys.map((month) => [
      month,
      {
        month,
        label: monthLabel.format(new Date(`${month}-01T00:00:00Z`)),
        bookings: 0,
        invoiced: 0,
        received: 0,
        due: 0,
      },
    ]),
  );
  const events = await db
    .select({
      id: reservations.id,
      eventDate: reservations.eventDate,
      eventStartTime: reservations.eventStartTime,
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
    .where(
      and(
        ne(reservations.status, "soft-deleted"),
        gte(reservations.eventDate, from),
        lte(reservations.eventDate, to),
      ),
    );
  const facts = await readBalanceFacts(
    db,
    events.map((e) => e.id),
  );
  const occupancy = weekdays.map((weekday) => ({
    weekday,
    counts: { Morning: 0, Afternoon: 0, Evening: 0 } as Record<Slot, number>,
  }));
  for (const e of events) {
    const m = months.get(e.eventDate.slice(0, 7))!;
    m.due += reservationBalance(e, facts.get(e.id) ?? noFacts).due;
    if (e.status === "cancelled") continue;
    m.bookings += 1;
    if (e.status === "confirmed" || e.status === "completed")
      occupancy[weekdayIndex(e.eventDate)]!.counts[slotOf(e.eventStartTime)] += 1;
  }
  const issued = await db
    .select({
      month: sql<string>`to_char(${billingDocuments.issuedOn}, 'YYYY-MM')`,
      series: billingDocuments.series,
      total: sql<string>`sum(${billingDocuments.amount})::text`,
    })
    .from(billingDocuments)
    .where(
      and(
        inArray(billingDocuments.series, ["invoice", "debit-note", "credit-note"]),
        gte(billingDocuments.issuedOn, from),
        lte(billingDocuments.issuedOn, to),
      ),
    )
    .groupBy(sql`1`, billingDocuments.series);
  for (const d of issued) {
    const m = months.get(d.month);
    if (m) m.invoiced += (d.series === "credit-note" ? -1 : 1) * toPaise(d.total);
  }
  const moved = await db
    .select({
      month: sql<string>`to_char(${payments.paidOn}, 'YYYY-MM')`,
      kind: payments.kind,
      total: sql<string>`sum(${payments.amount})::text`,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.kind, ["payment", "refund"]),
        gte(payments.paidOn, from),
        lte(payments.paidOn, to),
      ),
    )
    .groupBy(sql`1`, payments.kind);
  for (const p of moved) {
    const m = months.get(p.month);
    if (m) m.received += (p.kind === "refund" ? -1 : 1) * toPaise(p.total);
  }
  const day = sql`(${enquiries.createdAt} at time zone 'Asia/Kolkata')::date`;
  const bySource = await db
    .select({
      source: enquiries.source,
      total: sql<number>`count(*)::int`,
      won: sql<number>`(count(*) filter (where ${enquiries.status} = 'won'))::int`,
      lost: sql<number>`(count(*) filter (where ${enquiries.status} = 'lost'))::int`,
    })
    .from(enquiries)
    .where(and(gte(day, sql`${from}::date`), lte(day, sql`${to}::date`)))
    .groupBy(enquiries.source)
    .orderBy(enquiries.source);
  return {
    from,
    to,
    months: [...months.values()],
    occupancy,
    conversion: bySource.map((s) => ({
      ...s,
      label: sourceLabels[s.source] ?? s.source,
      open: s.total - s.won - s.lost,
    })),
  };
}
