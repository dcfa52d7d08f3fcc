import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { customerEntries, menuTables, tableServiceRequests } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { type ServiceKind, type ServiceOutcome, SERVICE_LIMIT } from "./service-texts";
import { tableTexts } from "./table-texts";

/** The live table of a visitor entry (the QR code it came from), or null. */
export async function tableOfEntry(db: Db, entryId: string): Promise<{ id: string; name: string } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(entryId)) return null;
  const [row] = await db
    .select({ id: menuTables.id, name: menuTables.name })
    .from(customerEntries)
    .innerJoin(menuTables, eq(menuTables.id, customerEntries.tableId))
    .where(and(eq(customerEntries.id, entryId), isNull(menuTables.removedAt)));
  return row ?? null;
}

/**
 * 'Call waiter' / 'Ask for the bill' (issue 31 item 7) from the guest whose visitor pass names
 * `entryId`. One open request per table and kind (a unique index on the open ones: a second tap,
 * or two phones at one table, find the first); at most SERVICE_LIMIT.perHour requests per table in
 * an hour, counted under the table's lock so simultaneous taps cannot pass it.
 */
export async function requestTableService(
  db: Db,
  options: { entryId: string; kind: ServiceKind; events: EventBus; now?: Date },
): Promise<{ outcome: ServiceOutcome; table: string | null }> {
  const now = options.now ?? new Date();
  const table = await tableOfEntry(db, options.entryId);
  if (!table) return { outcome: "noTable", table: null };
  const outcome = await db.transaction(async (tx): Promise<ServiceOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`table-service:${table.id}`}))`);
    const [open] = await tx
      .select({ id: tableServiceRequests.id })
      .from(tableServiceRequests)
      .where(
        and(
          eq(tableServiceRequests.tableId, table.id),
          eq(tableServiceRequests.kind, options.kind),
          eq(tableServiceRequests.status, "open"),
        ),
      );
    if (open) return "already";
    const [recent] = await tx
      .select({ n: count() })
      .from(tableServiceRequests)
      .where(
        and(
          eq(tableServiceRequests.tableId, table.id),
          gt(tableServiceRequests.createdAt, new Date(now.getTime() - SERVICE_LIMIT.windowMs)),
        ),
      );
    if ((recent?.n ?? 0) >= SERVICE_LIMIT.perHour) return "tooMany";
    const [row] = await tx
      .insert(tableServiceRequests)
      .values({ tableId: table.id, entryId: options.entryId, kind: options.kind, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: tableServiceRequests.id });
    if (!row) return "already";
    await writeAudit(tx, {
      actor: null,
      action: "tableService.request",
      entity: "tableServiceRequest",
      entityId: row.id,
      after: { table: table.name, kind: options.kind },
    });
    return "sent";
  });
  if (outcome === "sent") void options.events.publish("floor", "request.created", table.id);
  return { outcome, table: table.name };
}

export interface FloorRequestDto {
  id: string;
  table: string;
  kind: ServiceKind;
  createdAt: string;
}

/** The Floor panel (issue 31 item 8): open requests, oldest first. */
export async function listFloorRequests(db: Db, options: { actor: Actor }): Promise<FloorRequestDto[]> {
  authorize(options.actor, "tableService.handle", tableTexts.floorDenied);
  const rows = await db
    .select({
      id: tableServiceRequests.id,
      table: menuTables.name,
      kind: tableServiceRequests.kind,
      createdAt: tableServiceRequests.createdAt,
    })
    .from(tableServiceRequests)
    .innerJoin(menuTables, eq(menuTables.id, tableServiceRequests.tableId))
    .where(eq(tableServiceRequests.status, "open"))
    .orderBy(asc(tableServiceRequests.createdAt), asc(tableServiceRequests.id));
  return rows.map((r) => ({
    id: r.id,
    table: r.table,
    kind: r.kind === "bill" ? "bill" : "waiter",
    createdAt: r.createdAt.toISOString(),
  }));
}

/** 'Done' on the Floor panel: the request is cleared (a second Done finds it cleared). */
export async function clearFloorRequest(
  db: Db,
  options: { actor: Actor; id: string; events: EventBus; now?: Date },
): Promise<{ table: string }> {
  authorize(options.actor, "tableService.handle", tableTexts.floorDenied);
  if (!/^[0-9a-f-]{36}$/i.test(options.id)) throw new DomainError(404, tableTexts.requestNotFound);
  const now = options.now ?? new Date();
  const cleared = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tableServiceRequests)
      .set({ status: "done", doneAt: now, doneByEmail: options.actor.email })
      .where(and(eq(tableServiceRequests.id, options.id), eq(tableServiceRequests.status, "open")))
      .returning({
        id: tableServiceRequests.id,
        tableId: tableServiceRequests.tableId,
        kind: tableServiceRequests.kind,
      });
    if (!row) throw new DomainError(404, tableTexts.requestNotFound);
    const [table] = await tx
      .select({ name: menuTables.name })
      .from(menuTables)
      .where(eq(menuTables.id, row.tableId));
    await writeAudit(tx, {
      actor: options.actor,
      action: "tableService.done",
      entity: "tableServiceRequest",
      entityId: row.id,
      before: { status: "open" },
      after: { status: "done", kind: row.kind },
    });
    return { table: table?.name ?? "" };
  });
  await options.events.publish("floor", "request.done", options.id);
  return cleared;
}
