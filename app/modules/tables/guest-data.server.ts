import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
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
import { guestDataMessages, retentionCutoff } from "~/modules/menu/guest-data";
import {
  chosenRequest,
  getRetentionDays,
  nameOrRefuse,
  phoneKeyOrRefuse,
  sameGuestName,
  samePhone,
} from "~/modules/menu/guest-data.server";
import { menuMessages, PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import { addDays, todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { releaseCovers } from "./book-table.server";
import { holds, isArea, isStatus, ticksOf } from "./booking-rules";
import { type TableGuestData, tableGuestDataCsv } from "./guest-data";

/**
 * Issue 31 "Data" (DPDP Act 2023): table bookings and table-service requests are personal data.
 * A guest's request follows issue 29 item 9's rule, as the customer entries' does: it finds the
 * requester's own bookings and requests only, phone number (last ten digits) **and** name both
 * matching (a request is the guest's when the visitor entry that made it matches both); an
 * export or a deletion acts only on the rows staff ticked among those, after staff confirmed who
 * asked (the tick is recorded in the audit). The retention period of the Guests' Data tab covers them.
 */

type Requester = { phone: string; name: string };

/** Bookings made under the requester's phone and name (and among `ids`, when given). */
function requesterBookings(who: Requester, ids?: readonly string[]) {
  return and(
    eq(tableBookings.phoneKey, who.phone),
    sameGuestName(tableBookings.name, who.name),
    ids ? inArray(tableBookings.id, [...ids]) : undefined,
  );
}

/** Requests made from visitor entries under the requester's phone and name (and among `ids`). */
function requesterRequests(who: Requester, ids?: readonly string[]) {
  const entries = sql`(select ${customerEntries.id} from ${customerEntries} where ${samePhone(who.phone)} and ${sameGuestName(customerEntries.customerName, who.name)})`;
  return and(
    inArray(tableServiceRequests.entryId, entries),
    ids ? inArray(tableServiceRequests.id, [...ids]) : undefined,
  );
}

async function dataFor(db: Db | Tx, who: Requester, ids?: readonly string[]): Promise<TableGuestData> {
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
      .where(requesterBookings(who, ids))
      .orderBy(desc(tableBookings.day), desc(tableBookings.time), desc(tableBookings.id)),
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
      .where(requesterRequests(who, ids))
      .orderBy(desc(tableServiceRequests.createdAt), desc(tableServiceRequests.id)),
  ]);
  return {
    bookings: bookings.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() })),
    requests: requests.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

type RequestOptions = { actor: Actor; phone: unknown; name: unknown };
type ChosenOptions = RequestOptions & { ids: unknown; verified: unknown };

/** 'Find Entries': the requester's bookings and table requests (phone and name both match). */
export async function findTableGuestData(db: Db, options: RequestOptions): Promise<TableGuestData> {
  authorize(options.actor, "guestData.manage", menuMessages.guestDataDenied);
  return dataFor(db, { phone: phoneKeyOrRefuse(options.phone), name: nameOrRefuse(options.name) });
}

/**
 * The ticked bookings and requests of the requester as a CSV file. The audit records the counts,
 * the ids and that staff checked the requester's identity, never the number or a name.
 */
export async function exportTableGuestData(db: Db, options: ChosenOptions): Promise<string> {
  authorize(options.actor, "guestData.manage", menuMessages.guestDataDenied);
  const { ids, ...who } = chosenRequest(options, guestDataMessages.chooseTableData);
  return db.transaction(async (tx) => {
    const data = await dataFor(tx, who, ids);
    if (!data.bookings.length && !data.requests.length)
      throw new DomainError(404, guestDataMessages.noTableDataChosen);
    await writeAudit(tx, {
      actor: options.actor,
      action: "guestData.tables.export",
      entity: "tableBooking",
      after: {
        bookings: data.bookings.length,
        requests: data.requests.length,
        ids: [...data.bookings.map((b) => b.id), ...data.requests.map((r) => r.id)],
        identityVerified: true,
      },
    });
    return tableGuestDataCsv(data);
  });
}

/**
 * Deletes the ticked bookings (a booking still holding covers gives them back) and requests of the
 * requester, in one transaction; audited with counts, ids and the identity check only.
 */
export async function deleteTableGuestData(
  db: Db,
  options: ChosenOptions & { events: EventBus },
): Promise<{ bookings: number; requests: number }> {
  authorize(options.actor, "guestData.manage", menuMessages.guestDataDenied);
  const { ids, ...who } = chosenRequest(options, guestDataMessages.chooseTableData);
  const counts = await db.transaction(async (tx) => {
    const bookings = await tx.delete(tableBookings).where(requesterBookings(who, ids)).returning({
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
      .where(requesterRequests(who, ids))
      .returning({ id: tableServiceRequests.id });
    if (!bookings.length && !requests.length) throw new DomainError(404, guestDataMessages.noTableDataChosen);
    await writeAudit(tx, {
      actor: options.actor,
      action: "guestData.tables.delete",
      entity: "tableBooking",
      after: {
        bookings: bookings.length,
        requests: requests.length,
        ids: [...bookings.map((b) => b.id), ...requests.map((r) => r.id)],
        identityVerified: true,
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
