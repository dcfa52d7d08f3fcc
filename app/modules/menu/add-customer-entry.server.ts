import { createHash } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { customerEntries, visitorEntryAttempts } from "~/db/schema";
import { DomainError } from "~/modules/errors";
import { rateLimitAddress } from "~/modules/http/client-address";
import { findLiveTable } from "./manage-tables.server";
import { menuMessages, type Venue, VISITOR_ENTRY_LIMIT, type VisitorEntryInput } from "./menu.schema";

/** The address is kept only as a hash, and only for the limit's window. */
export function visitorSenderKey(ip: string): string {
  return createHash("sha256")
    .update(`visitor-entry:${rateLimitAddress(ip)}`)
    .digest("hex");
}

/**
 * Spec 7.5: the visitor's name, phone and guests with a timestamp. Visitors are not staff: no
 * audit row. At most VISITOR_ENTRY_LIMIT.entries per address in the window (issue 12): the
 * count and the insert run under a per-address lock in one transaction, so simultaneous posts
 * (on any instance) cannot slip past it. Issue 18: the table of the QR code the guest scanned
 * is kept when it is one of the venue's live tables; any other id is ignored, not refused.
 */
export async function addCustomerEntry(
  db: Db,
  options: {
    venue: Venue;
    input: VisitorEntryInput;
    senderIp: string;
    tableId?: string | null;
    now?: Date;
  },
): Promise<{ id: string; tableId: string | null }> {
  const now = options.now ?? new Date();
  const key = visitorSenderKey(options.senderIp);
  const since = new Date(now.getTime() - VISITOR_ENTRY_LIMIT.windowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    // Expired rows of any address go, a few at a time; rows another entry is deleting are
    // skipped rather than waited for (no lock waits, no deadlocks between addresses).
    await tx.execute(
      sql`delete from ${visitorEntryAttempts} where ${visitorEntryAttempts.id} in (select ${visitorEntryAttempts.id} from ${visitorEntryAttempts} where ${visitorEntryAttempts.at} <= ${since} limit 100 for update skip locked)`,
    );
    const [recent] = await tx
      .select({ n: count() })
      .from(visitorEntryAttempts)
      .where(and(eq(visitorEntryAttempts.senderKey, key), gt(visitorEntryAttempts.at, since)));
    if ((recent?.n ?? 0) >= VISITOR_ENTRY_LIMIT.entries) {
      throw new DomainError(429, menuMessages.tooManyEntries);
    }
    await tx.insert(visitorEntryAttempts).values({ senderKey: key, at: now });
    const table = await findLiveTable(tx, options.venue, options.tableId);
    const [row] = await tx
      .insert(customerEntries)
      .values({
        venue: options.venue,
        customerName: options.input.customerName,
        phoneNumber: options.input.phoneNumber,
        numGuests: options.input.numGuests,
        tableId: table?.id ?? null,
        timestamp: now,
      })
      .returning({ id: customerEntries.id, tableId: customerEntries.tableId });
    return row!;
  });
}
