import type { MainCategory } from "./menu.schema";

export interface ViewCategory {
  key: string;
  label: string;
  mainCategory: MainCategory;
}

/** First category of a main tab (spec 4: switching tabs selects it). */
export function firstCategoryOf(categories: readonly ViewCategory[], main: MainCategory): string | null {
  return categories.find((c) => c.mainCategory === main)?.key ?? null;
}
