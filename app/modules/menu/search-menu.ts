import type { MenuItemText } from "./menu-item-text";

/** Spec 5: case-insensitive search over name, description, notes, served_with, options and category label. */
export interface SearchableItem extends MenuItemText {
  category: string;
}

export function matchesSearch(item: SearchableItem, term: string, categoryLabel: string): boolean {
  const needle = term.trim().toLocaleLowerCase("en-IN");
  if (!needle) return true;
  const haystack = [
    item.name,
    item.description,
    item.notes ?? "",
    item.servedWith ?? "",
    ...item.options,
    categoryLabel,
  ];
  return haystack.some((field) => field.toLocaleLowerCase("en-IN").includes(needle));
}

export function searchMenu<T extends SearchableItem>(
  items: readonly T[],
  term: string,
  labels: ReadonlyMap<string, string>,
): T[] {
  return items.filter((item) => matchesSearch(item, term, labels.get(item.category) ?? ""));
}
