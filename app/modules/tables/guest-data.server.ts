import { desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import {
  customerEntries,
  menuTables,
  tableBookings,
  tableServiceRequests,
  tableSlotLoads,
} from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { guestDataMessages, guestPhoneKey, retentionCutoff } from "~/modules/menu/guest-data";
import { getRetentionDays } from "~/modules/menu/guest-data.server";
import { menuMessages, PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import { addDays, todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { releaseCovers } from "./book-table.server";
import { holds, isArea, isStatus, ticksOf } from "./booking-rules";
import { type TableGuestData, tableGuestDataCsv } from "./guest-data";

/**
 * Issue 31 "Data" (DPDP Act 2023): table bookings and table-service requests are personal data.
 * A guest's request finds, exports and deletes them by phone number (the same rule and match as
 * the customer entries', issue 18); the retention period of the Guests' Data tab covers them.
 */

function keyOrRefuse(phone: unknown): string {
  const key = guestPhoneKey(phone);
  if (!key) throw new DomainError(400, guestDataMessages.invalidPhone, "phone");
  return key;
}

/** The visitor entries of this phone (their requests are the guest's). */
const entriesOfPhone = (key: string) =>
  sql`(select ${customerEntries.id} from ${customerEntries} where right(regexp_replace(${customerEntries.phoneNumber}, '[^0-9]', '', 'g'), 10) = ${key})`;

async function dataFor(db: Db | Tx, key: string): Promise<TableGuestData> {
  const [bookings, requests] = await Promise.all([
    db
      .select({
        id: tableBookings.id,
        code: tableBookings.code,
        area: tableBookings.area,
        day: tableBookings.day,
        time: tableBookings.time,
        party: tableBookings.party,
        name: tableBookings.name,
        phone: tableBookings.phone,
        email: tableBookings.email,
        note: tableBookings.note,
        status: tableBookings.status,
        createdAt: tableBookings.createdAt,
      })
      .from(tableBookings)
      .where(eq(tableBookings.phoneKey, key))
      .orderBy(desc(tableBookings.day), desc(tableBookings.time)),
    db
      .select({
        id: tableServiceRequests.id,
        table: menuTables.name,
        kind: tableServiceRequests.kind,
        status: tableServiceRequests.status,
        createdAt: tableServiceRequests.createdAt,
      })
      .from(tableServiceRequests)
      .innerJoin(menuTables, eq(menuTables.id, tableServiceRequests.tableId))
      .where(inArray(tableServiceRequests.entryId, entriesOfPhone(key)))
      .orderBy(desc(tableServiceRequests.createdAt)),
  ]);
  return {
    bookings: bookings.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() })),
    requests: requests.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

export async function findTableGuestData(
  db: Db,
  options: { actor: Actor; phone: unknown },
): Promise<TableGuestData> {
  authorize(options.actor, "guestData.manage", menuMessages.guestDataDenied);
  return dataFor(db, keyOrRefuse(options.phone));
}

export async function exportTableGuestData(
  db: Db,
  options: { actor: Actor; phone: unknown },
): Promise<string> {
  authorize(options.actor, "guestData.manage", menuMessages.guestDataDenied);
  const key = keyOrRefuse(options.phone);
  return db.transaction(async (tx) => {
    const data = await dataFor(tx, key);
    await writeAudit(tx, {
      actor: options.actor,
      action: "guestData.tables.export",
      entity: "tableBooking",
      after: { bookings: data.bookings.length, requests: data.requests.length },
    });
    return tableGuestDataCsv(data);
  });
}

/**
 * Deletes the guest's bookings (a booking still holding covers gives them back) and their
 * requests, in one transaction; audited with counts and ids only.
 */
export async function deleteTableGuestData(
  db: Db,
  options: { actor: Actor; phone: unknown; events: EventBus },
): Promise<{ bookings: number; requests: number }> {
  authorize(options.actor, "guestData.manage", menuMessages.guestDataDenied);
  const key = keyOrRefuse(options.phone);
  const counts = await db.transaction(async (tx) => {
    const bookings = await tx.delete(tableBookings).where(eq(tableBookings.phoneKey, key)).returning({
      id: tableBookings.id,
      area: tableBookings.area,
      day: tableBookings.day,
      time: tableBookings.time,
      minutes: tableBookings.minutes,
      party: tableBookings.party,
      status: tableBookings.status,
    });
    for (const b of bookings) {
      if (isArea(b.area) && isStatus(b.status) && holds(b.status))
        await releaseCovers(tx, {
          area: b.area,
          day: b.day,
          ticks: ticksOf(b.time, b.minutes),
          party: b.party,
        });
    }
    const requests = await tx
      .delete(tableServiceRequests)
      .where(inArray(tableServiceRequests.entryId, entriesOfPhone(key)))
      .returning({ id: tableServiceRequests.id });
    await writeAudit(tx, {
      actor: options.actor,
      action: "guestData.tables.delete",
      entity: "tableBooking",
      after: {
        bookings: bookings.length,
        requests: requests.length,
        ids: [...bookings.map((b) => b.id), ...requests.map((r) => r.id)],
      },
    });
    return { bookings: bookings.length, requests: requests.length };
  });
  if (counts.bookings) await options.events.publish("tables", "guestData.deleted");
  if (counts.requests) await options.events.publish("floor", "guestData.deleted");
  return counts;
}

/**
 * The retention clean-up (the Guests' Data tab's period, issue 18): a booking is kept for its own
 * IST day and the N days after it (so a booking made weeks ahead is never deleted before it
 * happens), a request for the day it was made and the N days after; the quarter-hour counters of
 * those days go with them. Deleting is idempotent: every instance may run it.
 */
export async function runTableDataRetention(
  db: Db,
  options: { now?: Date } = {},
): Promise<{ bookings: number; requests: number }> {
  const now = options.now ?? new Date();
  const days = await getRetentionDays(db, { venue: PUBLIC_VENUE });
  const lastDay = addDays(todayIST(now), -days);
  const cutoff = retentionCutoff(now, days);
  return db.transaction(async (tx) => {
    const bookings = await tx
      .delete(tableBookings)
      .where(lt(tableBookings.day, lastDay))
      .returning({ id: tableBookings.id });
    const requests = await tx
      .delete(tableServiceRequests)
      .where(lt(tableServiceRequests.createdAt, cutoff))
      .returning({ id: tableServiceRequests.id });
    await tx.delete(tableSlotLoads).where(lt(tableSlotLoads.day, lastDay));
    if (bookings.length || requests.length) {
      await writeAudit(tx, {
        actor: null,
        action: "guestData.tables.retention.delete",
        entity: "tableBooking",
        after: { bookings: bookings.length, requests: requests.length, retentionDays: days, before: lastDay },
      });
    }
    return { bookings: bookings.length, requests: requests.length };
  });
}
