import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { menuItems } from "~/db/schema";
import { type MenuItemDto, menuItemColumns, toMenuItemDto } from "./menu-dto.server";
import { byMenuOrder } from "./dish-facts";
import type { Venue } from "./menu.schema";

/**
 * Spec 7.5: every item ordered by name, or one category's items. `order: "menu"` gives the
 * public menu's order instead (issue 18: Chef's Specials first, then the owner's order).
 */
export async function listMenuItems(
  db: Db,
  options: { venue: Venue; category?: string | null; order?: "name" | "menu" },
): Promise<MenuItemDto[]> {
  const where = options.category
    ? and(eq(menuItems.venue, options.venue), eq(menuItems.category, options.category))
    : eq(menuItems.venue, options.venue);
  const rows = await db.select(menuItemColumns).from(menuItems).where(where).orderBy(asc(menuItems.name));
  const items = rows.map(toMenuItemDto);
  return options.order === "menu" ? items.sort(byMenuOrder) : items;
}
