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

/** Inserts one item inside the caller's transaction (shared with the bulk import). */
export async function insertMenuItem(
  tx: Db | Tx,
  options: { venue: Venue; actor: Actor; input: MenuItemInput; action?: string },
): Promise<MenuItemDto> {
  const { input, venue } = options;
  await lockMenuItems(tx, venue);
  if (!(await findCategory(tx, venue, input.category))) {
    throw new MenuInputError(menuMessages.unknownCategory(input.category));
  }
  const now = new Date();
  const [row] = await tx
    .insert(menuItems)
    .values({
      venue,
      name: input.name,
      description: input.description,
      notes: input.notes,
      servedWith: input.servedWith,
      options: input.options,
      category: input.category,
      priceInr: fromPaise(input.pricePaise),
      isVeg: input.isVeg,
      isOutOfStock: input.isOutOfStock,
      createdAt: now,
      updatedAt: now,
    })
    .returning(menuItemColumns);
  const item = toMenuItemDto(row!);
  await writeAudit(tx, {
    actor: options.actor,
    action: options.action ?? "menuItem.create",
    entity: "menuItem",
    entityId: item.id,
    after: item,
  });
  return item;
}

export function createMenuItem(
  db: Db,
  options: { venue: Venue; actor: Actor; input: MenuItemInput },
): Promise<MenuItemDto> {
  return db.transaction((tx) => insertMenuItem(tx, options));
}
