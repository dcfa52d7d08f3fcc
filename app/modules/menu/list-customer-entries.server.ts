import { and, asc, count, desc, eq, gte, isNull, lt, lte, type SQL, sql, sum } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { customerEntries, customerEntryCounts, menuTables } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { readQuery } from "~/modules/http/read-query";
import { BUSINESS_TIME_ZONE, istRangeBounds } from "~/modules/time";
import { authorize } from "~/permissions";
import { type EntryRange, entryRangeSchema, menuMessages, type Venue } from "./menu.schema";
import { type CustomerEntryDto, type DayTotal, fillDays } from "./visitors-per-day";

export type { CustomerEntryDto };

/** Issue 12: the Customer Entries table shows this many a page. */
export const ENTRIES_PAGE_SIZE = 50;

/** A customer entry as the staff see it, with its table's name (guest data requests too). */
export const entryColumns = {
  id: customerEntries.id,
  customerName: customerEntries.customerName,
  phoneNumber: customerEntries.phoneNumber,
  numGuests: customerEntries.numGuests,
  timestamp: customerEntries.timestamp,
  table: menuTables.name,
};

/** The entries' filter as the exports' address carries it: ?start=&end= (checked) and ?table=. */
export function entryFilterFromUrl(url: URL): { range: EntryRange; tableId: string | null } {
  return {
    range: readQuery(url, entryRangeSchema, ["start", "end"]),
    tableId: url.searchParams.get("table"),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Issue 18: the Table filter; "none" is the entries without a table, anything unknown matches nothing. */
export type TableFilter = string | null | undefined;

function inRange(venue: Venue, range: EntryRange = {}, table?: TableFilter): SQL | undefined {
  const { from, to } = istRangeBounds(range);
  const conditions: SQL[] = [eq(customerEntries.venue, venue)];
  if (table === "none") conditions.push(isNull(customerEntries.tableId));
  else if (table) conditions.push(UUID.test(table) ? eq(customerEntries.tableId, table) : sql`false`);
  if (from) conditions.push(gte(customerEntries.timestamp, from));
  if (to) conditions.push(lt(customerEntries.timestamp, to));
  return and(...conditions);
}

/** Newest first; a range covers whole IST days (start of the first to the end of the last). */
export async function listCustomerEntries(
  db: Db,
  options: { venue: Venue; actor: Actor; range?: EntryRange; tableId?: TableFilter },
): Promise<CustomerEntryDto[]> {
  authorize(options.actor, "customerEntry.view", menuMessages.customerEntriesDenied);
  const rows = await db
    .select(entryColumns)
    .from(customerEntries)
    .leftJoin(menuTables, eq(menuTables.id, customerEntries.tableId))
    .where(inRange(options.venue, options.range, options.tableId))
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
  options: { venue: Venue; actor: Actor; range?: EntryRange; page?: number; tableId?: TableFilter },
): Promise<CustomerEntriesPage> {
  authorize(options.actor, "customerEntry.view", menuMessages.customerEntriesDenied);
  const where = inRange(options.venue, options.range, options.tableId);
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
    .leftJoin(menuTables, eq(menuTables.id, customerEntries.tableId))
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

export interface TableGuests {
  /** null: entries made without a table's QR code. */
  tableId: string | null;
  name: string | null;
  removed: boolean;
  guests: number;
  entries: number;
}

/**
 * Issue 18, Statistics: guests and entries per table over whole IST days: every live table
 * (empty ones as 0), removed tables that still have entries, and last the entries without one.
 */
export async function guestsPerTable(
  db: Db,
  options: { venue: Venue; actor: Actor; range?: EntryRange },
): Promise<TableGuests[]> {
  authorize(options.actor, "customerEntry.view", menuMessages.customerEntriesDenied);
  const archivedWhere = [eq(customerEntryCounts.venue, options.venue)];
  if (options.range?.start) archivedWhere.push(gte(customerEntryCounts.day, options.range.start));
  if (options.range?.end) archivedWhere.push(lte(customerEntryCounts.day, options.range.end));
  const [tables, live, archived] = await Promise.all([
    db
      .select({ id: menuTables.id, name: menuTables.name, removedAt: menuTables.removedAt })
      .from(menuTables)
      .where(eq(menuTables.venue, options.venue))
      .orderBy(asc(menuTables.position), asc(menuTables.createdAt)),
    db
      .select({
        tableId: customerEntries.tableId,
        guests: sum(customerEntries.numGuests).mapWith(Number),
        entries: count(),
      })
      .from(customerEntries)
      .where(inRange(options.venue, options.range))
      .groupBy(customerEntries.tableId),
    // Issue 29 item 10: the anonymised counts of entries already deleted, over the same days.
    db
      .select({
        tableId: customerEntryCounts.tableId,
        guests: sum(customerEntryCounts.guests).mapWith(Number),
        entries: sum(customerEntryCounts.entries).mapWith(Number),
      })
      .from(customerEntryCounts)
      .where(and(...archivedWhere))
      .groupBy(customerEntryCounts.tableId),
  ]);
  const byTable = new Map<string | null, { guests: number; entries: number }>();
  for (const t of [...live, ...archived]) {
    const known = byTable.get(t.tableId) ?? { guests: 0, entries: 0 };
    byTable.set(t.tableId, { guests: known.guests + t.guests, entries: known.entries + t.entries });
  }
  const rows: TableGuests[] = [];
  for (const t of tables) {
    const total = byTable.get(t.id);
    if (t.removedAt && !total) continue;
    rows.push({
      tableId: t.id,
      name: t.name,
      removed: Boolean(t.removedAt),
      guests: total?.guests ?? 0,
      entries: total?.entries ?? 0,
    });
  }
  const none = byTable.get(null);
  if (none)
    rows.push({ tableId: null, name: null, removed: false, guests: none.guests, entries: none.entries });
  return rows;
}
