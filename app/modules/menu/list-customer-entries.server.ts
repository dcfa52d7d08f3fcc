import { and, count, desc, eq, gte, lt, type SQL, sql, sum } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { customerEntries } from "~/db/schema";
import { BUSINESS_TIME_ZONE, istRangeBounds } from "~/modules/time";
import type { EntryRange, Venue } from "./menu.schema";
import { type CustomerEntryDto, type DayTotal, fillDays } from "./visitors-per-day";

export type { CustomerEntryDto };

/** Issue 12: the Customer Entries table shows this many a page. */
export const ENTRIES_PAGE_SIZE = 50;

const entryColumns = {
  id: customerEntries.id,
  customerName: customerEntries.customerName,
  phoneNumber: customerEntries.phoneNumber,
  numGuests: customerEntries.numGuests,
  timestamp: customerEntries.timestamp,
};

function inRange(venue: Venue, range: EntryRange = {}): SQL | undefined {
  const { from, to } = istRangeBounds(range);
  const conditions: SQL[] = [eq(customerEntries.venue, venue)];
  if (from) conditions.push(gte(customerEntries.timestamp, from));
  if (to) conditions.push(lt(customerEntries.timestamp, to));
  return and(...conditions);
}

/** Newest first; a range covers whole IST days (start of the first to the end of the last). */
export async function listCustomerEntries(
  db: Db,
  options: { venue: Venue; range?: EntryRange },
): Promise<CustomerEntryDto[]> {
  const rows = await db
    .select(entryColumns)
    .from(customerEntries)
    .where(inRange(options.venue, options.range))
    .orderBy(desc(customerEntries.timestamp), desc(customerEntries.id));
  return rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() }));
}

export interface CustomerEntriesPage {
  entries: CustomerEntryDto[];
  /** 1-based; a page past the end is the last one. */
  page: number;
  pageCount: number;
  pageSize: number;
  /** Totals and the per-day chart cover every page of the filter, not only this one. */
  total: number;
  guests: number;
  days: DayTotal[];
}

export async function listCustomerEntriesPage(
  db: Db,
  options: { venue: Venue; range?: EntryRange; page?: number },
): Promise<CustomerEntriesPage> {
  const where = inRange(options.venue, options.range);
  const istDay = sql<string>`to_char(${customerEntries.timestamp} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const [[totals], perDay] = await Promise.all([
    db
      .select({ total: count(), guests: sum(customerEntries.numGuests).mapWith(Number) })
      .from(customerEntries)
      .where(where),
    db
      .select({ day: istDay, guests: sum(customerEntries.numGuests).mapWith(Number), entries: count() })
      .from(customerEntries)
      .where(where)
      .groupBy(istDay),
  ]);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ENTRIES_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);
  const rows = await db
    .select(entryColumns)
    .from(customerEntries)
    .where(where)
    .orderBy(desc(customerEntries.timestamp), desc(customerEntries.id))
    .limit(ENTRIES_PAGE_SIZE)
    .offset((page - 1) * ENTRIES_PAGE_SIZE);
  return {
    entries: rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() })),
    page,
    pageCount,
    pageSize: ENTRIES_PAGE_SIZE,
    total,
    guests: totals?.guests ?? 0,
    days: fillDays(perDay, options.range),
  };
}
