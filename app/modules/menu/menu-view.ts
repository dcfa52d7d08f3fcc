import type { MainCategory } from "./menu.schema";
import { type SearchableItem, searchMenu } from "./search-menu";
import { vegMarker } from "./veg-marker";

export interface ViewCategory {
  key: string;
  label: string;
  mainCategory: MainCategory;
}

export type ViewItem = SearchableItem & { isVeg: boolean };

/** Veg Only applies to food; drinks always stay (spec 2.4). */
export function passesVegOnly(item: ViewItem, mainCategory: string, vegOnly: boolean): boolean {
  return !vegOnly || mainCategory === "drinks" || vegMarker(item, mainCategory) === "veg";
}

/** First category of a main tab (spec 4: switching tabs selects it). */
export function firstCategoryOf(categories: readonly ViewCategory[], main: MainCategory): string | null {
  return categories.find((c) => c.mainCategory === main)?.key ?? null;
}

/** What the menu shows: search results across every category, or the chosen category. */
export function visibleItems<T extends ViewItem>(options: {
  items: readonly T[];
  categories: readonly ViewCategory[];
  term: string;
  vegOnly: boolean;
  category: string | null;
}): T[] {
  const mains = new Map(options.categories.map((c) => [c.key, c.mainCategory]));
  const labels = new Map(options.categories.map((c) => [c.key, c.label]));
  const pool = options.term.trim()
    ? searchMenu(options.items, options.term, labels)
    : options.items.filter((i) => i.category === options.category);
  return pool.filter(
    (i) => mains.has(i.category) && passesVegOnly(i, mains.get(i.category)!, options.vegOnly),
  );
}
