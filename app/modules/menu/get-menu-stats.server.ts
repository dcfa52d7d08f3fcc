import { count, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { menuCategories, menuItems } from "~/db/schema";
import { listCategories } from "./menu-dto.server";
import type { Venue } from "./menu.schema";

export interface MenuStats {
  totalItems: number;
  totalCategories: number;
  vegItems: number;
  nonVegItems: number;
  /** Spec 3.10: category key → count; every category appears, empty ones with 0. */
  categoryBreakdown: { key: string; label: string; count: number }[];
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
        veg: sql<number>`count(*) filter (where ${menuItems.isVeg})`.mapWith(Number),
      })
      .from(menuItems)
      .where(eq(menuItems.venue, options.venue)),
    db.select({ n: count() }).from(menuCategories).where(eq(menuCategories.venue, options.venue)),
  ]);
  const counts = new Map(perCategory.map((r) => [r.key, r.n]));
  return {
    totalItems: totals!.total,
    totalCategories: categoryCount!.n,
    vegItems: totals!.veg,
    nonVegItems: totals!.total - totals!.veg,
    categoryBreakdown: categories.map((c) => ({ key: c.key, label: c.label, count: counts.get(c.key) ?? 0 })),
  };
}
