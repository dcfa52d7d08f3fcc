import { and, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "~/db/client.server";
import {
  customerEntries,
  customerEntryCounts,
  guestDataRetentionRuns,
  menuSettings,
  menuTables,
} from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { BUSINESS_TIME_ZONE, todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { customerEntriesCsv } from "./customer-export";
import { entryColumns } from "./list-customer-entries.server";
import {
  effectiveRetentionDays,
  guestDataMessages,
  guestNameKey,
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

export function phoneKeyOrRefuse(phone: unknown): string {
  const key = guestPhoneKey(phone);
  if (!key) throw new DomainError(400, guestDataMessages.invalidPhone, "phone");
  return key;
}

export function nameOrRefuse(name: unknown): string {
  const key = guestNameKey(name);
  if (!key) throw new DomainError(400, guestDataMessages.nameRequired, "name");
  return key;
}

/** Entries whose phone, digits only, ends with these ten digits. */
export const samePhone = (key: string) =>
  sql`right(regexp_replace(${customerEntries.phoneNumber}, '[^0-9]', '', 'g'), 10) = ${key}`;

/** A name column that, case and spacing aside, is this one (guestNameKey's form). */
export const sameGuestName = (column: AnyPgColumn, key: string) =>
  sql`lower(regexp_replace(btrim(${column}), '[[:space:]]+', ' ', 'g')) = ${key}`;

/** Entries whose name, case and spacing aside, is this one. */
const sameName = (key: string) => sameGuestName(customerEntries.customerName, key);

/**
 * Issue 29 item 9: a request finds only the requester's own entries, their phone number **and**
 * name both matching; another guest who once typed the same number is never shown.
 */
function requesterEntries(venue: Venue, phoneKey: string, nameKey: string, ids?: readonly string[]) {
  const conditions = [eq(customerEntries.venue, venue), samePhone(phoneKey), sameName(nameKey)];
  if (ids) conditions.push(ids.length ? inArray(customerEntries.id, [...ids]) : sql`false`);
  return and(...conditions);
}

async function entriesWhere(db: Db | Tx, where: SQL | undefined): Promise<CustomerEntryDto[]> {
  const rows = await db
    .select(entryColumns)
    .from(customerEntries)
    .leftJoin(menuTables, eq(menuTables.id, customerEntries.tableId))
    .where(where)
    .orderBy(desc(customerEntries.timestamp), desc(customerEntries.id));
  return rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() }));
}

type RequestOptions = { venue: Venue; actor: Actor; phone: unknown; name: unknown };

/** 'Guest data request': the entries whose phone number and name are the requester's. */
export async function findGuestData(db: Db, options: RequestOptions): Promise<CustomerEntryDto[]> {
  authorize(options.actor, "guestData.manage", menuMessages.guestDataDenied);
  const phone = phoneKeyOrRefuse(options.phone);
  return entriesWhere(db, requesterEntries(options.venue, phone, nameOrRefuse(options.name)));
}

/** An export or deletion acts on the rows staff ticked, after they confirmed who asked. */
type ChosenOptions = RequestOptions & { ids: unknown; verified: unknown };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The requester (phone and name keys) and the rows staff ticked, refused without a ticked row or
 * without staff's identity check. Shared by the table bookings' request (issue 31 beside item 9).
 */
export function chosenRequest(
  options: { phone: unknown; name: unknown; ids: unknown; verified: unknown },
  chooseMessage: string = guestDataMessages.chooseEntries,
): { phone: string; name: string; ids: string[] } {
  const phone = phoneKeyOrRefuse(options.phone);
  const name = nameOrRefuse(options.name);
  const ids = (Array.isArray(options.ids) ? options.ids : [options.ids])
    .filter((id) => id !== null && id !== undefined)
    .map(String)
    // A row's id is a UUID; anything else names no row (and would be a type error in SQL).
    .filter((id) => UUID.test(id));
  if (!ids.length) throw new DomainError(400, chooseMessage, "ids");
  if (options.verified !== true && options.verified !== "on" && options.verified !== "true")
    throw new DomainError(400, guestDataMessages.verifyFirst, "verified");
  return { phone, name, ids };
}

function chosen(options: ChosenOptions) {
  const { phone, name, ids } = chosenRequest(options);
  // Only the requester's own entries among those ticked: a forged id of another guest matches nothing.
  return requesterEntries(options.venue, phone, name, ids);
}

/**
 * The chosen entries as a CSV file for the guest. The audit notes the export, how many entries it
 * held and that staff confirmed the requester's identity, never the phone number or names (the log
 * outlives the data; DPDP Rules 2025, Rule 8(3) keeps logs a year).
 */
export async function exportGuestData(
  db: Db,
  options: ChosenOptions,
): Promise<{ csv: string; count: number }> {
  authorize(options.actor, "guestData.manage", menuMessages.guestDataDenied);
  const where = chosen(options);
  return db.transaction(async (tx) => {
    const entries = await entriesWhere(tx, where);
    if (!entries.length) throw new DomainError(404, guestDataMessages.noneFound);
    await writeAudit(tx, {
      actor: options.actor,
      action: "guestData.export",
      entity: "customerEntry",
      // Issue 28 item 15 (format, filter, count) with issue 29 item 9's ticked rows and identity
      // check; the filter is the guest's phone number and name, which the trail never keeps.
      after: {
        format: "csv",
        filter: { venue: options.venue, by: "one guest's phone number and name" },
        count: entries.length,
        ids: entries.map((e) => e.id),
        identityVerified: true,
      },
    });
    return { csv: customerEntriesCsv(entries), count: entries.length };
  });
}

/** Deletes the chosen entries (after the screen's confirmation), their counts kept anonymised. */
export async function deleteGuestData(
  db: Db,
  options: ChosenOptions & { events: EventBus },
): Promise<number> {
  authorize(options.actor, "guestData.manage", menuMessages.guestDataDenied);
  const where = chosen(options);
  const deleted = await db.transaction(async (tx) => {
    const ids = await archiveAndDelete(tx, where);
    if (!ids.length) throw new DomainError(404, guestDataMessages.noneFound);
    await writeAudit(tx, {
      actor: options.actor,
      action: "guestData.delete",
      entity: "customerEntry",
      after: { count: ids.length, ids, identityVerified: true },
    });
    return ids.length;
  });
  await options.events.publish("menu", "guestData.deleted", options.venue);
  return deleted;
}

/**
 * Issue 29 item 10: deletes the entries and, in the same statement, adds them to the anonymised
 * counts (guests and entries per IST day, hour and table), so Statistics keeps its history.
 */
export async function archiveAndDelete(tx: Db | Tx, where: SQL | undefined): Promise<string[]> {
  const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
  const result = await tx.execute(sql`
    with gone as (
      delete from ${customerEntries} where ${where}
      returning ${customerEntries.id} as id, ${customerEntries.venue} as venue,
        ${customerEntries.timestamp} as at, ${customerEntries.tableId} as table_id,
        ${customerEntries.numGuests} as guests
    ), counted as (
      insert into ${customerEntryCounts} (venue, day, hour, table_id, entries, guests)
      select venue, (at at time zone ${zone})::date, extract(hour from at at time zone ${zone})::int,
        table_id, count(*), sum(guests)
      from gone group by 1, 2, 3, 4
      on conflict (venue, day, hour, coalesce(table_id, '00000000-0000-0000-0000-000000000000'::uuid))
      do update set entries = ${customerEntryCounts}.entries + excluded.entries,
        guests = ${customerEntryCounts}.guests + excluded.guests
    )
    select id from gone`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/**
 * Issue 29 item 8 (DPDP Act 2023, s. 6(4) and 6(6)): a guest withdraws consent from the privacy page
 * as easily as they gave it; the browser's visitor pass names its own entry, which is deleted (its
 * counts kept anonymised). Audited without an actor, with the entry's id only.
 */
export async function withdrawVisitorEntry(
  db: Db,
  options: { venue: Venue; entryId: string; events: EventBus },
): Promise<boolean> {
  if (!UUID.test(options.entryId)) return false;
  const ids = await db.transaction(async (tx) => {
    const gone = await archiveAndDelete(
      tx,
      and(eq(customerEntries.venue, options.venue), eq(customerEntries.id, options.entryId)),
    );
    if (gone.length)
      await writeAudit(tx, {
        actor: null,
        action: "guestData.withdraw",
        entity: "customerEntry",
        entityId: gone[0],
        after: { ids: gone },
      });
    return gone;
  });
  if (ids.length) await options.events.publish("menu", "guestData.deleted", options.venue);
  return ids.length > 0;
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
  // Issue 29 item 10: never below the legal minimum in force that day (Rule 8(3), from 13 May 2027).
  const days = effectiveRetentionDays(await getRetentionDays(db, options), now);
  const cutoff = retentionCutoff(now, days);
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(guestDataRetentionRuns)
        .values({ venue: options.venue, day, ranAt: now })
        .onConflictDoNothing()
        .returning({ day: guestDataRetentionRuns.day });
      if (!claimed) return { ran: false, deleted: 0, cutoff };
      const rows = await archiveAndDelete(
        tx,
        and(eq(customerEntries.venue, options.venue), lt(customerEntries.timestamp, cutoff)),
      );
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
