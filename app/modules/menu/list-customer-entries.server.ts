import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { customerEntries } from "~/db/schema";
import { addDays, istDay, istRangeBounds } from "./ist-time";
import type { EntryRange, Venue } from "./menu.schema";

export interface CustomerEntryDto {
  id: string;
  customerName: string;
  phoneNumber: string;
  numGuests: number;
  timestamp: string;
}

/** Newest first; a range covers whole IST days (start of the first to the end of the last). */
export async function listCustomerEntries(
  db: Db,
  options: { venue: Venue; range?: EntryRange },
): Promise<CustomerEntryDto[]> {
  const { from, to } = istRangeBounds(options.range ?? {});
  const conditions: SQL[] = [eq(customerEntries.venue, options.venue)];
  if (from) conditions.push(gte(customerEntries.timestamp, from));
  if (to) conditions.push(lt(customerEntries.timestamp, to));
  const rows = await db
    .select({
      id: customerEntries.id,
      customerName: customerEntries.customerName,
      phoneNumber: customerEntries.phoneNumber,
      numGuests: customerEntries.numGuests,
      timestamp: customerEntries.timestamp,
    })
    .from(customerEntries)
    .where(and(...conditions))
    .orderBy(desc(customerEntries.timestamp));
  return rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() }));
}

/** Visitors (guests) and entries per IST day over the range, oldest first, days without entries as 0. */
export function visitorsPerDay(
  entries: readonly CustomerEntryDto[],
  range: EntryRange = {},
): { day: string; guests: number; entries: number }[] {
  if (!entries.length && (!range.start || !range.end)) return [];
  const days = entries.map((e) => istDay(new Date(e.timestamp))).sort();
  const first = range.start ?? days[0]!;
  const last = range.end ?? days[days.length - 1]!;
  const totals = new Map<string, { guests: number; entries: number }>();
  for (const e of entries) {
    const day = istDay(new Date(e.timestamp));
    const t = totals.get(day) ?? { guests: 0, entries: 0 };
    t.guests += e.numGuests;
    t.entries += 1;
    totals.set(day, t);
  }
  const result: { day: string; guests: number; entries: number }[] = [];
  // At most 366 bars: a longer range shows its last year.
  let day = first < addDays(last, -365) ? addDays(last, -365) : first;
  while (day <= last) {
    result.push({ day, ...(totals.get(day) ?? { guests: 0, entries: 0 }) });
    day = addDays(day, 1);
  }
  return result;
}
