import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { type TranslationLanguage, translationLanguages } from "./language-codes";
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
  /** Issue 29 item 4: per language, the items fully translated and those awaiting review. */
  translations: Record<TranslationLanguage, { complete: number; needsReview: number }>;
}

const filled = (column: SQL) => sql`coalesce(btrim(${column}), '') <> ''`;
const emptyOrFilled = (english: SQL, translated: SQL) =>
  sql`(coalesce(btrim(${english}), '') = '' or ${filled(translated)})`;

/** Name, and description, notes and 'served with' where the English has them, in the language. */
function completeIn(language: TranslationLanguage) {
  const column = (name: string) => sql.raw(`"menu_items"."${name}_${language}"`);
  return sql<number>`count(*) filter (where ${filled(column("name"))} and ${emptyOrFilled(sql`${menuItems.description}`, column("description"))} and ${emptyOrFilled(sql`${menuItems.notes}`, column("notes"))} and ${emptyOrFilled(sql`${menuItems.servedWith}`, column("served_with"))})`.mapWith(
    Number,
  );
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
        ...Object.fromEntries(
          translationLanguages.flatMap((l) => [
            [`complete_${l}`, completeIn(l)],
            [
              `review_${l}`,
              sql<number>`count(*) filter (where ${l} = any(${menuItems.needsReview}))`.mapWith(Number),
            ],
          ]),
        ),
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
    translations: Object.fromEntries(
      translationLanguages.map((l) => {
        const row = totals as unknown as Record<string, number>;
        return [l, { complete: row[`complete_${l}`] ?? 0, needsReview: row[`review_${l}`] ?? 0 }];
      }),
    ) as MenuStats["translations"],
  };
}
