import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { customerEntries, guestDataRetentionRuns, menuSettings, menuTables } from "~/db/schema";
import { type Actor, auditExport, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { customerEntriesCsv } from "./customer-export";
import { entryColumns } from "./list-customer-entries.server";
import {
  guestDataMessages,
  guestPhoneKey,
  parseRetentionDays,
  RETENTION_DAYS,
  retentionCutoff,
} from "./guest-data";
import { menuMessages, type Venue } from "./menu.constants";
import type { CustomerEntryDto } from "./visitors-per-day";

/** The venue's retention period in days (180 until an admin sets another). */
export async function getRetentionDays(db: Db | Tx, options: { venue: Venue }): Promise<number> {
  const [row] = await db
    .select({ days: menuSettings.retentionDays })
    .from(menuSettings)
    .where(eq(menuSettings.venue, options.venue));
  return row?.days ?? RETENTION_DAYS.default;
}

export async function setRetentionDays(
  db: Db,
  options: { venue: Venue; actor: Actor; days: unknown; events: EventBus },
): Promise<number> {
  authorize(options.actor, "guestData.manage", menuMessages.guestDataDenied);
  const days = parseRetentionDays(options.days);
  if (days === null) throw new DomainError(400, guestDataMessages.retentionBounds, "retentionDays");
  await db.transaction(async (tx) => {
    const before = await getRetentionDays(tx, options);
    await tx
      .insert(menuSettings)
      .values({ venue: options.venue, retentionDays: days })
      .onConflictDoUpdate({
        target: menuSettings.venue,
        set: { retentionDays: days, updatedAt: new Date() },
      });
    await writeAudit(tx, {
      actor: options.actor,
      action: "guestData.retention",
      entity: "menuSettings",
      entityId: options.venue,
      before: { retentionDays: before },
      after: { retentionDays: days },
    });
  });
  // The visitor form's notice names the period: its cached page goes.
  await options.events.publish("menu", "settings.saved", options.venue);
  return days;
}

function phoneKeyOrRefuse(phone: unknown): string {
  const key = guestPhoneKey(phone);
  if (!key) throw new DomainError(400, guestDataMessages.invalidPhone, "phone");
  return key;
}

/** Entries whose phone, digits only, ends with these ten digits. */
const samePhone = (key: string) =>
  sql`right(regexp_replace(${customerEntries.phoneNumber}, '[^0-9]', '', 'g'), 10) = ${key}`;

async function entriesFor(db: Db | Tx, venue: Venue, key: string): Promise<CustomerEntryDto[]> {
  const rows = await db
    .select(entryColumns)
    .from(customerEntries)
    .leftJoin(menuTables, eq(menuTables.id, customerEntries.tableId))
    .where(and(eq(customerEntries.venue, venue), samePhone(key)))
    .orderBy(desc(customerEntries.timestamp), desc(customerEntries.id));
  return rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() }));
}

type RequestOptions = { venue: Venue; actor: Actor; phone: unknown };

/** 'Guest data request': every entry for a phone number. */
export async function findGuestData(db: Db, options: RequestOptions): Promise<CustomerEntryDto[]> {
  authorize(options.actor, "guestData.manage", menuMessages.guestDataDenied);
  return entriesFor(db, options.venue, phoneKeyOrRefuse(options.phone));
}

/**
 * The same entries as a CSV file for the guest. The audit notes that an export happened and
 * how many entries it held, never the phone number or names (the log outlives the data).
 */
export async function exportGuestData(
  db: Db,
  options: RequestOptions,
): Promise<{ csv: string; count: number }> {
  authorize(options.actor, "guestData.manage", menuMessages.guestDataDenied);
  const key = phoneKeyOrRefuse(options.phone);
  return db.transaction(async (tx) => {
    const entries = await entriesFor(tx, options.venue, key);
    // The filter is the guest's phone number, which the trail never keeps: it says so instead.
    await auditExport(tx, {
      actor: options.actor,
      kind: "guestData",
      format: "csv",
      filter: { venue: options.venue, by: "one guest's phone number" },
      count: entries.length,
    });
    return { csv: customerEntriesCsv(entries), count: entries.length };
  });
}

/** Deletes every entry for the phone number (after the screen's confirmation); audited with the count. */
export async function deleteGuestData(
  db: Db,
  options: RequestOptions & { events: EventBus },
): Promise<number> {
  authorize(options.actor, "guestData.manage", menuMessages.guestDataDenied);
  const key = phoneKeyOrRefuse(options.phone);
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(customerEntries)
      .where(and(eq(customerEntries.venue, options.venue), samePhone(key)))
      .returning({ id: customerEntries.id });
    await writeAudit(tx, {
      actor: options.actor,
      action: "guestData.delete",
      entity: "customerEntry",
      after: { count: rows.length, ids: rows.map((r) => r.id) },
    });
    return rows.length;
  });
  if (deleted) await options.events.publish("menu", "guestData.deleted", options.venue);
  return deleted;
}

/** Rolls the day's claim back when there was nothing to delete. */
class NothingToDelete extends Error {}

/**
 * The daily clean-up: entries older than the retention period go, once per IST day for the
 * venue, whichever instance comes first. Claiming the day, deleting and auditing the count are
 * one transaction: a failure leaves the day unclaimed for the next try. A check that finds
 * nothing to delete leaves no trace (no claim, no audit row), so quiet days do not fill the
 * audit log and the next hourly check looks again.
 */
export async function runGuestDataRetention(
  db: Db,
  options: { venue: Venue; now?: Date },
): Promise<{ ran: boolean; deleted: number; cutoff: Date }> {
  const now = options.now ?? new Date();
  const day = todayIST(now);
  const days = await getRetentionDays(db, options);
  const cutoff = retentionCutoff(now, days);
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(guestDataRetentionRuns)
        .values({ venue: options.venue, day, ranAt: now })
        .onConflictDoNothing()
        .returning({ day: guestDataRetentionRuns.day });
      if (!claimed) return { ran: false, deleted: 0, cutoff };
      const rows = await tx
        .delete(customerEntries)
        .where(and(eq(customerEntries.venue, options.venue), lt(customerEntries.timestamp, cutoff)))
        .returning({ id: customerEntries.id });
      if (rows.length === 0) throw new NothingToDelete();
      await tx
        .update(guestDataRetentionRuns)
        .set({ deleted: rows.length })
        .where(and(eq(guestDataRetentionRuns.venue, options.venue), eq(guestDataRetentionRuns.day, day)));
      await writeAudit(tx, {
        actor: null,
        action: "guestData.retention.delete",
        entity: "customerEntry",
        after: { deleted: rows.length, retentionDays: days, cutoff: cutoff.toISOString(), day },
      });
      return { ran: true, deleted: rows.length, cutoff };
    });
  } catch (error) {
    if (error instanceof NothingToDelete) return { ran: false, deleted: 0, cutoff };
    throw error;
  }
}
