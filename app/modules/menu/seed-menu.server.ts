import { count, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { menuCategories, menuItems } from "~/db/schema";
import type { SeedContext } from "~/base/seed-context";
import { getRestaurantInfo } from "./get-restaurant-info.server";
import { seedCategories, seedItems } from "./menu-seed-data";
import {
  seedCategoryLabels,
  seedItemTexts,
  seedNoteTexts,
  seedServedWithTexts,
} from "./menu-translations-seed";
import { translationLanguages } from "./language-codes";
import { seedItemFacts } from "./menu-seed-facts";
import { allergens } from "./dish-facts";
import { PUBLIC_VENUE, type Venue } from "./menu.schema";

/**
 * The restaurant's menu is real content, so it is seeded whether or not demo data is on,
 * but only into empty tables: staff changes are never overwritten (runs at every start).
 */
export async function seedMenu(
  db: Db,
  options: { venue: Venue },
): Promise<{ categories: number; items: number }> {
  const { venue } = options;
  return db.transaction(async (tx) => {
    await getRestaurantInfo(tx, { venue });
    const [{ n: categoryCount }] = (await tx
      .select({ n: count() })
      .from(menuCategories)
      .where(eq(menuCategories.venue, venue))) as [{ n: number }];
    const [{ n: itemCount }] = (await tx
      .select({ n: count() })
      .from(menuItems)
      .where(eq(menuItems.venue, venue))) as [{ n: number }];
    if (categoryCount > 0 || itemCount > 0) return { categories: 0, items: 0 };
    await tx.insert(menuCategories).values(
      seedCategories.map((c, position) => ({
        venue,
        ...c,
        position,
        labelTe: seedCategoryLabels[c.key]?.te ?? null,
        labelKn: seedCategoryLabels[c.key]?.kn ?? null,
        labelHi: seedCategoryLabels[c.key]?.hi ?? null,
        // Issue 29 item 3: drafts until a native speaker has read them.
        needsReview: seedCategoryLabels[c.key] ? [...translationLanguages] : [],
      })),
    );
    await tx.insert(menuItems).values(
      seedItems.map((i) => ({
        venue,
        name: i.name,
        description: i.description,
        notes: i.notes ?? null,
        servedWith: i.servedWith ?? null,
        options: i.options ?? [],
        category: i.category,
        priceInr: i.price.toFixed(2),
        isVeg: i.isVeg,
        isOutOfStock: i.isOutOfStock ?? false,
        ...seededTexts(i),
        ...seededFacts(i.name),
      })),
    );
    return { categories: seedCategories.length, items: seedItems.length };
  });
}

/** Issue 29 item 3: a seeded dish's texts in Kannada, Telugu and Hindi, marked for review. */
function seededTexts(item: { name: string; notes?: string; servedWith?: string }) {
  const texts = seedItemTexts[item.name];
  if (!texts) return {};
  const notes = item.notes ? seedNoteTexts[item.notes] : undefined;
  const servedWith = item.servedWith ? seedServedWithTexts[item.servedWith] : undefined;
  return {
    nameTe: texts.te[0],
    descriptionTe: texts.te[1],
    nameKn: texts.kn[0],
    descriptionKn: texts.kn[1],
    nameHi: texts.hi[0],
    descriptionHi: texts.hi[1],
    notesTe: notes?.te ?? null,
    notesKn: notes?.kn ?? null,
    notesHi: notes?.hi ?? null,
    servedWithTe: servedWith?.te ?? null,
    servedWithKn: servedWith?.kn ?? null,
    servedWithHi: servedWith?.hi ?? null,
    needsReview: [...translationLanguages],
  };
}

/** Issue 29 item 2: a seeded dish's spice level and allergens (in the fixed order), or not set. */
function seededFacts(name: string) {
  const facts = seedItemFacts[name];
  return {
    spiceLevel: facts?.spice ?? null,
    allergens: facts?.allergens ? allergens.filter((a) => facts.allergens!.includes(a)) : null,
  };
}

export async function seedMenuModule({ database, logger }: SeedContext): Promise<void> {
  const seeded = await seedMenu(database.db, { venue: PUBLIC_VENUE });
  if (seeded.items) logger.info(seeded, "seeded the Guntoor menu");
}
