import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { menuItems } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { MenuInputError } from "./menu-errors";
import { fromPaise } from "~/modules/money";
import {
  findCategory,
  lockMenuItems,
  type MenuItemDto,
  menuItemColumns,
  toMenuItemDto,
} from "./menu-dto.server";
import { type MenuItemInput, menuMessages, type Venue } from "./menu.schema";

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
type UpdateOptions = { venue: Venue; actor: Actor; id: string; changes: ItemChanges; action?: string };

/** Spec 4: update sets updatedAt and ignores undefined fields. */
export function updateMenuItem(db: Db, options: UpdateOptions): Promise<MenuItemDto> {
  return db.transaction((tx) => applyMenuItemUpdate(tx, options));
}

/** The update inside the caller's transaction (shared with the bulk import). */
export async function applyMenuItemUpdate(tx: Db | Tx, options: UpdateOptions): Promise<MenuItemDto> {
  await lockMenuItems(tx, options.venue);
  const before = await findMenuItem(tx, options.venue, options.id);
  if (!before) throw new MenuInputError(menuMessages.itemNotFound, 404);
  const c = options.changes;
  if (c.category !== undefined && !(await findCategory(tx, options.venue, c.category))) {
    throw new MenuInputError(menuMessages.unknownCategory(c.category));
  }
  const set = Object.fromEntries(
    Object.entries({
      name: c.name,
      description: c.description,
      notes: c.notes,
      servedWith: c.servedWith,
      options: c.options,
      category: c.category,
      priceInr: c.pricePaise === undefined ? undefined : fromPaise(c.pricePaise),
      isVeg: c.isVeg,
      isOutOfStock: c.isOutOfStock,
      imageUrl: c.imageUrl,
    }).filter(([, v]) => v !== undefined),
  );
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
export function setItemStock(
  db: Db,
  options: { venue: Venue; actor: Actor; id: string; isOutOfStock: boolean },
): Promise<MenuItemDto> {
  return updateMenuItem(db, {
    ...options,
    changes: { isOutOfStock: options.isOutOfStock },
    action: "menuItem.stock",
  });
}
