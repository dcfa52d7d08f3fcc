import { categoryLabelWithLanguage, type GuestLanguage, infoTextIn } from "~/modules/menu/languages";
import { cardFacts } from "~/modules/menu/menu-query";
import { findPublicDish, type PublicMenuPayload } from "~/modules/menu/public-menu-cache.server";
import type { DishDetail } from "./dish-detail";

type DishProps = Omit<Parameters<typeof DishDetail>[0], "heading">;

/**
 * Issue 29 item 11: what a dish's detail shows, from the cached public menu in the guest's
 * language; null when the menu has no such dish. `category` is where 'Back to the menu' goes.
 */
export function dishDetailProps(
  menu: PublicMenuPayload,
  id: string,
  language: GuestLanguage,
): (DishProps & { category: string }) | null {
  const found = findPublicDish(menu, id);
  if (!found) return null;
  const { item, category } = found;
  return {
    item,
    marker: cardFacts(item, category).marker,
    categoryLabel: categoryLabelWithLanguage(category, language),
    openingHours: menu.info.openingTime ? infoTextIn(menu.info, "openingTime", language) : null,
    language,
    category: category.key,
  };
}
