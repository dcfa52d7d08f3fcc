import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { menuItems } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import {
  findCategory,
  lockMenuItems,
  type MenuItemDto,
  menuItemColumns,
  menuItemValues,
  toMenuItemDto,
} from "./menu-dto.server";
import { formatINR } from "~/modules/money";
import { HIGH_PRICE_PAISE, type MenuItemInput, menuMessages, type Venue } from "./menu.schema";

export async function findMenuItem(tx: Db | Tx, venue: Venue, id: string): Promise<MenuItemDto | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await tx
    .select(menuItemColumns)
    .from(menuItems)
    .where(and(eq(menuItems.venue, venue), eq(menuItems.id, id)))
    .limit(1);
  return row ? toMenuItemDto(row) : null;
}

export type ItemChanges = Partial<MenuItemInput> & { imageUrl?: string | null };
type UpdateOptions = {
  venue: Venue;
  actor: Actor;
  id: string;
  changes: ItemChanges;
  action?: string;
  /**
   * Issue 29 item 12: whether staff confirmed a new price above ₹10,000. The edit dialog's update
   * asks (false unless confirmed); the import checks its rows itself and leaves this out.
   */
  highPriceConfirmed?: boolean;
};

/** Issue 29 item 12: a new price above ₹10,000 that staff have not confirmed is refused. */
export function refuseUnconfirmedHighPrice(pricePaise: number) {
  if (pricePaise > HIGH_PRICE_PAISE)
    throw new DomainError(
      400,
      menuMessages.highPriceUnconfirmed(formatINR(pricePaise, { wholeRupees: true })),
      "price",
    );
}

/** Spec 4: update sets updatedAt and ignores undefined fields. */
export async function updateMenuItem(
  db: Db,
  options: UpdateOptions & { events: EventBus },
): Promise<MenuItemDto> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const item = await db.transaction((tx) =>
    applyMenuItemUpdate(tx, { ...options, highPriceConfirmed: options.highPriceConfirmed ?? false }),
  );
  await options.events.publish("menu", "item.updated", item.id);
  return item;
}

/** The update inside the caller's transaction (shared with the bulk import). */
export async function applyMenuItemUpdate(tx: Db | Tx, options: UpdateOptions): Promise<MenuItemDto> {
  await lockMenuItems(tx, options.venue);
  const before = await findMenuItem(tx, options.venue, options.id);
  if (!before) throw new DomainError(404, menuMessages.itemNotFound);
  const c = options.changes;
  if (options.highPriceConfirmed === false && c.pricePaise !== undefined && c.pricePaise !== before.price)
    refuseUnconfirmedHighPrice(c.pricePaise);
  if (c.category !== undefined && !(await findCategory(tx, options.venue, c.category))) {
    throw new DomainError(400, menuMessages.unknownCategory(c.category));
  }
  const set = Object.fromEntries(Object.entries(menuItemValues(c)).filter(([, v]) => v !== undefined));
  const [row] = await tx
    .update(menuItems)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(menuItems.venue, options.venue), eq(menuItems.id, options.id)))
    .returning(menuItemColumns);
  const after = toMenuItemDto(row!);
  await writeAudit(tx, {
    actor: options.actor,
    action: options.action ?? "menuItem.update",
    entity: "menuItem",
    entityId: after.id,
    before,
    after,
  });
  return after;
}

/** The items table's out-of-stock switch (beyond the spec). */
export async function setItemStock(
  db: Db,
  options: { venue: Venue; actor: Actor; id: string; isOutOfStock: boolean; events: EventBus },
): Promise<MenuItemDto> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const changes = { isOutOfStock: options.isOutOfStock };
  const item = await db.transaction((tx) =>
    applyMenuItemUpdate(tx, { ...options, changes, action: "menuItem.stock" }),
  );
  await options.events.publish("menu", "item.stock", item.id);
  return item;
}
