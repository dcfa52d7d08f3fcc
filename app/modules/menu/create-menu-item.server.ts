import { and, eq, sql } from "drizzle-orm";
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
import { type MenuItemInput, menuMessages, type Venue } from "./menu.schema";
import { refuseUnconfirmedHighPrice } from "./update-menu-item.server";

/** Inserts one item inside the caller's transaction (shared with the bulk import). */
export async function insertMenuItem(
  tx: Db | Tx,
  options: { venue: Venue; actor: Actor; input: MenuItemInput; action?: string },
): Promise<MenuItemDto> {
  const { input, venue } = options;
  await lockMenuItems(tx, venue);
  if (!(await findCategory(tx, venue, input.category))) {
    throw new DomainError(400, menuMessages.unknownCategory(input.category));
  }
  const now = new Date();
  // A new item goes last in its category (issue 18: the owner's order).
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${menuItems.position}), 0) + 1` })
    .from(menuItems)
    .where(and(eq(menuItems.venue, venue), eq(menuItems.category, input.category)))) as [{ next: number }];
  const [row] = await tx
    .insert(menuItems)
    .values({
      venue,
      ...menuItemValues(input),
      position: Number(next),
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

export async function createMenuItem(
  db: Db,
  options: {
    venue: Venue;
    actor: Actor;
    input: MenuItemInput;
    events: EventBus;
    /** Issue 29 item 12: staff confirmed a price above ₹10,000. */
    highPriceConfirmed?: boolean;
  },
): Promise<MenuItemDto> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  if (!options.highPriceConfirmed) refuseUnconfirmedHighPrice(options.input.pricePaise);
  const item = await db.transaction((tx) => insertMenuItem(tx, options));
  await options.events.publish("menu", "item.created", item.id);
  return item;
}
