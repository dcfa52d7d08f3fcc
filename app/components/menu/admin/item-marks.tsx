import { allergenLabels, NOT_SET, spiceLabels } from "~/modules/menu/dish-facts";
import type { MenuItemDto } from "~/modules/menu/menu-dto.server";
import { servingLabel } from "~/modules/menu/dish-facts";
import { translationLanguageNames } from "~/modules/menu/language-codes";

/** Issue 18: what the items table notes under a name: Chef's Special, spice level, serving hours. */
export function ItemMarks({ item }: { item: MenuItemDto }) {
  const marks = [
    item.isChefsSpecial ? "Chef's Special" : null,
    `Spice: ${item.spiceLevel ? spiceLabels[item.spiceLevel] : NOT_SET}`,
    item.allergens === null
      ? `Allergens: ${NOT_SET}`
      : item.allergens.length
        ? `Contains: ${item.allergens.map((a) => allergenLabels[a]).join(", ")}`
        : "Contains no listed allergen",
    item.servedFrom && item.servedUntil ? servingLabel(item.servedFrom, item.servedUntil) : null,
    // Issue 29 item 3: drafted translations a native speaker has not read yet.
    item.needsReview.length
      ? `Needs review: ${item.needsReview.map((l) => translationLanguageNames[l]).join(", ")}`
      : null,
  ].filter(Boolean);
  if (!marks.length) return null;
  return <p className="mt-1 text-xs font-medium text-brand-800">{marks.join(" · ")}</p>;
}
