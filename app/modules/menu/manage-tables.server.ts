import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { menuTables } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { menuMessages, type Venue } from "./menu.constants";
import { tableMessages } from "./tables.schema";

export interface TableDto {
  id: string;
  name: string;
}

const columns = { id: menuTables.id, name: menuTables.name };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const live = (venue: Venue) => and(eq(menuTables.venue, venue), isNull(menuTables.removedAt));

/** The venue's tables in the order they were added (T1 before T2 as staff typed them). */
export async function listTables(db: Db | Tx, options: { venue: Venue }): Promise<TableDto[]> {
  return db
    .select(columns)
    .from(menuTables)
    .where(live(options.venue))
    .orderBy(asc(menuTables.position), asc(menuTables.createdAt));
}

/**
 * The table a visitor entry belongs to: a live table of the venue, or null for anything else
 * (no id, not an id, unknown, removed), so the entry is still saved.
 */
export async function findLiveTable(db: Db | Tx, venue: Venue, id: string | null | undefined) {
  if (!id || !UUID.test(id)) return null;
  const [row] = await db
    .select(columns)
    .from(menuTables)
    .where(and(live(venue), eq(menuTables.id, id)))
    .limit(1);
  return row ?? null;
}

async function nameTaken(tx: Tx | Db, venue: Venue, name: string, except?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: menuTables.id })
    .from(menuTables)
    .where(and(live(venue), sql`lower(${menuTables.name}) = lower(${name})`))
    .limit(1);
  return Boolean(row && row.id !== except);
}

/** Another add with the same name at the same moment: the unique index refuses it. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505" || causeCode === "23505";
}

type Base = { venue: Venue; actor: Actor; events: EventBus };

export async function addTable(db: Db, options: Base & { name: string }): Promise<TableDto> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const table = await db
    .transaction(async (tx) => {
      if (await nameTaken(tx, options.venue, options.name))
        throw new DomainError(409, tableMessages.duplicate(options.name), "name");
      const [{ next }] = (await tx
        .select({ next: sql<number>`coalesce(max(${menuTables.position}), 0) + 1` })
        .from(menuTables)
        .where(eq(menuTables.venue, options.venue))) as [{ next: number }];
      const [row] = await tx
        .insert(menuTables)
        .values({ venue: options.venue, name: options.name, position: Number(next) })
        .returning(columns);
      await writeAudit(tx, {
        actor: options.actor,
        action: "menuTable.create",
        entity: "menuTable",
        entityId: row!.id,
        after: row,
      });
      return row!;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new DomainError(409, tableMessages.duplicate(options.name), "name");
      throw error;
    });
  await options.events.publish("menu", "table.saved", table.id);
  return table;
}

export async function renameTable(db: Db, options: Base & { id: string; name: string }): Promise<TableDto> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const table = await db
    .transaction(async (tx) => {
      const before = await findLiveTable(tx, options.venue, options.id);
      if (!before) throw new DomainError(404, tableMessages.notFound);
      if (await nameTaken(tx, options.venue, options.name, before.id))
        throw new DomainError(409, tableMessages.duplicate(options.name), "name");
      const [after] = await tx
        .update(menuTables)
        .set({ name: options.name, updatedAt: new Date() })
        .where(eq(menuTables.id, before.id))
        .returning(columns);
      await writeAudit(tx, {
        actor: options.actor,
        action: "menuTable.rename",
        entity: "menuTable",
        entityId: before.id,
        before,
        after,
      });
      return after!;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new DomainError(409, tableMessages.duplicate(options.name), "name");
      throw error;
    });
  await options.events.publish("menu", "table.saved", table.id);
  return table;
}

/** Removed, not deleted: past entries keep naming the table; its QR code stops counting. */
export async function removeTable(db: Db, options: Base & { id: string }): Promise<TableDto> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const table = await db.transaction(async (tx) => {
    const before = await findLiveTable(tx, options.venue, options.id);
    if (!before) throw new DomainError(404, tableMessages.notFound);
    await tx
      .update(menuTables)
      .set({ removedAt: new Date(), updatedAt: new Date() })
      .where(eq(menuTables.id, before.id));
    await writeAudit(tx, {
      actor: options.actor,
      action: "menuTable.remove",
      entity: "menuTable",
      entityId: before.id,
      before,
    });
    return before;
  });
  await options.events.publish("menu", "table.removed", table.id);
  return table;
}
