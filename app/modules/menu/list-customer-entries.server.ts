import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { customerEntries } from "~/db/schema";
import { istRangeBounds } from "./ist-time";
import type { EntryRange, Venue } from "./menu.schema";
import type { CustomerEntryDto } from "./visitors-per-day";

export type { CustomerEntryDto };

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
