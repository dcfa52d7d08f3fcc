import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { menuCategories, menuItems } from "~/db/schema";
import { listCategories } from "./menu-dto.server";
import type { Venue } from "./menu.schema";

export interface MenuStats {
  totalItems: number;
  totalCategories: number;
  /** Veg and non-veg count food only (spec 5: drinks have no veg marker); drinks apart. */
  vegItems: number;
  nonVegItems: number;
  drinkItems: number;
  /** Spec 3.10: category key → count; every category appears, empty ones with 0. */
  categoryBreakdown: { key: string; label: string; count: number }[];
  /** Issue 29 items 1–2: items whose allergens / spice level the owner has set (not "not set"). */
  withAllergens: number;
  withSpice: number;
}

export async function getMenuStats(db: Db, options: { venue: Venue }): Promise<MenuStats> {
  const [categories, perCategory, [totals], [categoryCount]] = await Promise.all([
    listCategories(db, options),
    db
      .select({ key: menuItems.category, n: count() })
      .from(menuItems)
      .where(eq(menuItems.venue, options.venue))
      .groupBy(menuItems.category),
    db
      .select({
        total: count(),
        veg: sql<number>`count(*) filter (where ${menuCategories.mainCategory} = 'food' and ${menuItems.isVeg})`.mapWith(
          Number,
        ),
        nonVeg:
          sql<number>`count(*) filter (where ${menuCategories.mainCategory} = 'food' and not ${menuItems.isVeg})`.mapWith(
            Number,
          ),
        drinks: sql<number>`count(*) filter (where ${menuCategories.mainCategory} = 'drinks')`.mapWith(
          Number,
        ),
        withAllergens: sql<number>`count(*) filter (where ${menuItems.allergens} is not null)`.mapWith(
          Number,
        ),
        withSpice: sql<number>`count(*) filter (where ${menuItems.spiceLevel} is not null)`.mapWith(Number),
      })
      .from(menuItems)
      .innerJoin(
        menuCategories,
        and(eq(menuCategories.venue, menuItems.venue), eq(menuCategories.key, menuItems.category)),
      )
      .where(eq(menuItems.venue, options.venue)),
    db.select({ n: count() }).from(menuCategories).where(eq(menuCategories.venue, options.venue)),
  ]);
  const counts = new Map(perCategory.map((r) => [r.key, r.n]));
  return {
    totalItems: totals!.total,
    totalCategories: categoryCount!.n,
    vegItems: totals!.veg,
    nonVegItems: totals!.nonVeg,
    drinkItems: totals!.drinks,
    categoryBreakdown: categories.map((c) => ({ key: c.key, label: c.label, count: counts.get(c.key) ?? 0 })),
    withAllergens: totals!.withAllergens,
    withSpice: totals!.withSpice,
  };
}
