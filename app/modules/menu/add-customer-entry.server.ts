import { createHash } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { customerEntries, visitorEntryAttempts } from "~/db/schema";
import { DomainError } from "~/modules/errors";
import { findLiveTable } from "./manage-tables.server";
import { tableOfCode } from "./table-codes.server";
import { menuMessages, type Venue, VISITOR_ENTRY_LIMIT, type VisitorEntryInput } from "./menu.schema";

/**
 * The address is kept only as a hash, and only for the limit's window. (Issue 28 may key IPv6
 * addresses by their /64: this function is the one place an address becomes a key.)
 */
export function visitorSenderKey(ip: string): string {
  return createHash("sha256").update(`visitor-entry:${ip}`).digest("hex");
}

/** Issue 29 item 7: a browser's key, from the random id in its `guntoor_device` cookie. */
export function visitorBrowserKey(deviceId: string): string {
  return createHash("sha256").update(`visitor-browser:${deviceId}`).digest("hex");
}

/** A phone number's key: its last ten digits, so +91 98765 43210 and 09876543210 are one phone. */
export function visitorPhoneKey(phone: string): string {
  return createHash("sha256")
    .update(`visitor-phone:${phone.replace(/\D/g, "").slice(-10)}`)
    .digest("hex");
}

/** Which limit refused an entry: the browser or phone's (3), or the network's ceiling (60). */
export type VisitorLimit = "browser" | "phone" | "network";

/**
 * Spec 7.5: the visitor's name, phone and guests with a timestamp. Visitors are not staff: no
 * audit row. Issue 29 item 7: in any 10 minutes at most 3 entries per browser (its cookie) and
 * per phone number, and 60 per address (a restaurant's Wi-Fi is one address for every table);
 * past that ceiling a table code from staff lets the table's guests in. Each count and the insert
 * run under the keys' locks (taken in one order) in one transaction, so simultaneous posts on any
 * instance cannot slip past. Issue 18: the table of the QR code the guest scanned is kept when it
 * is one of the venue's live tables (a table code's table wins); any other id is ignored.
 */
export async function addCustomerEntry(
  db: Db,
  options: {
    venue: Venue;
    input: VisitorEntryInput;
    senderIp: string;
    /** The browser's `guntoor_device` id (none on its first entry, or a browser without cookies). */
    deviceId?: string | null;
    tableId?: string | null;
    /** A table code the guest typed (only read when the network's ceiling is reached). */
    tableCode?: string | null;
    now?: Date;
  },
): Promise<{ id: string; tableId: string | null }> {
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - VISITOR_ENTRY_LIMIT.windowMs);
  const keys = {
    network: visitorSenderKey(options.senderIp),
    phone: visitorPhoneKey(options.input.phoneNumber),
    browser: options.deviceId ? visitorBrowserKey(options.deviceId) : null,
  };
  const used = [keys.network, keys.phone, keys.browser].filter((k): k is string => k !== null);
  return db.transaction(async (tx) => {
    // One order for every transaction: two posts never wait on each other's locks in a circle.
    for (const key of [...used].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    // Expired rows of any key go, a few at a time; rows another entry is deleting are skipped
    // rather than waited for (no lock waits, no deadlocks between keys).
    await tx.execute(
      sql`delete from ${visitorEntryAttempts} where ${visitorEntryAttempts.id} in (select ${visitorEntryAttempts.id} from ${visitorEntryAttempts} where ${visitorEntryAttempts.at} <= ${since} limit 100 for update skip locked)`,
    );
    const recent = async (key: string) => {
      const [row] = await tx
        .select({ n: count() })
        .from(visitorEntryAttempts)
        .where(and(eq(visitorEntryAttempts.senderKey, key), gt(visitorEntryAttempts.at, since)));
      return row?.n ?? 0;
    };
    if (keys.browser && (await recent(keys.browser)) >= VISITOR_ENTRY_LIMIT.perBrowser)
      throw new VisitorLimitError("browser");
    if ((await recent(keys.phone)) >= VISITOR_ENTRY_LIMIT.perPhone) throw new VisitorLimitError("phone");
    let table = await findLiveTable(tx, options.venue, options.tableId);
    if ((await recent(keys.network)) >= VISITOR_ENTRY_LIMIT.perNetwork) {
      const typed = options.tableCode?.trim();
      if (!typed) throw new VisitorLimitError("network");
      const coded = await tableOfCode(tx, { venue: options.venue, code: typed, now });
      if (!coded) throw new DomainError(429, menuMessages.tableCodeInvalid, "tableCode");
      table = coded;
    }
    await tx.insert(visitorEntryAttempts).values(used.map((senderKey) => ({ senderKey, at: now })));
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

/**
 * A refusal by one of the limits: 429 with the spec's words (the network's ceiling its own, and
 * its field the table code, which the form then asks for).
 */
export class VisitorLimitError extends DomainError {
  constructor(readonly limit: VisitorLimit) {
    super(
      429,
      limit === "network" ? menuMessages.tooManyFromNetwork : menuMessages.tooManyEntries,
      limit === "network" ? "tableCode" : undefined,
    );
  }
}
