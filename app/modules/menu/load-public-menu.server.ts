import type { Db } from "~/db/client.server";
import {
  getRestaurantInfo,
  type RestaurantInfoDto,
  type RestaurantInfoTranslations,
} from "./get-restaurant-info.server";
import { listMenuItems } from "./list-menu-items.server";
import { type CategoryDto, listCategories, type MenuItemDto } from "./menu-dto.server";
import type { Venue } from "./menu.schema";

/** Issue 18's fields travel only where set: most items have none, and every guest loads the menu. */
type OptionalFacts =
  | "nameTe"
  | "descriptionTe"
  | "nameKn"
  | "descriptionKn"
  | "nameHi"
  | "descriptionHi"
  | "notesTe"
  | "notesKn"
  | "notesHi"
  | "servedWithTe"
  | "servedWithKn"
  | "servedWithHi"
  | "spiceLevel"
  | "allergens"
  | "isChefsSpecial"
  | "servedFrom"
  | "servedUntil";

export type PublicMenuItem = Omit<MenuItemDto, "updatedAt" | "position" | "needsReview" | OptionalFacts> &
  Partial<Pick<MenuItemDto, OptionalFacts>>;

export type PublicCategory = Pick<CategoryDto, "key" | "label" | "mainCategory"> &
  Partial<Pick<CategoryDto, "labelTe" | "labelKn" | "labelHi">>;

export interface PublicMenu {
  info: Pick<RestaurantInfoDto, "name" | "description" | "address" | "phone" | "openingTime" | "cuisine"> &
    Partial<RestaurantInfoTranslations>;
  categories: PublicCategory[];
  items: PublicMenuItem[];
}

/** A category's labels in other languages travel only where the owner gave them. */
function toPublicCategory({
  labelTe,
  labelKn,
  labelHi,
  needsReview: _needsReview,
  ...category
}: CategoryDto): PublicCategory {
  return {
    ...category,
    ...(labelTe ? { labelTe } : {}),
    ...(labelKn ? { labelKn } : {}),
    ...(labelHi ? { labelHi } : {}),
  };
}

const optionalFacts: OptionalFacts[] = [
  "nameTe",
  "descriptionTe",
  "nameKn",
  "descriptionKn",
  "nameHi",
  "descriptionHi",
  "notesTe",
  "notesKn",
  "notesHi",
  "servedWithTe",
  "servedWithKn",
  "servedWithHi",
  "spiceLevel",
  "allergens",
  "isChefsSpecial",
  "servedFrom",
  "servedUntil",
];

export function toPublicItem(item: MenuItemDto): PublicMenuItem {
  const { updatedAt: _updatedAt, position: _position, needsReview: _needsReview, ...rest } = item;
  const publicItem: Record<string, unknown> = { ...rest };
  for (const key of optionalFacts) {
    const value = publicItem[key];
    // Issue 29: an empty allergen list is a fact (contains none) and travels; null (not set) does not.
    if (value === null || value === false || (key !== "allergens" && Array.isArray(value) && !value.length))
      delete publicItem[key];
  }
  return publicItem as PublicMenuItem;
}

/** Spec 7.5: the public menu loads items, categories and info together. */
export async function loadPublicMenu(db: Db, options: { venue: Venue }): Promise<PublicMenu> {
  const [info, categories, items] = await Promise.all([
    getRestaurantInfo(db, options),
    listCategories(db, options),
    listMenuItems(db, { ...options, order: "menu" }),
  ]);
  return {
    info: {
      name: info.name,
      description: info.description,
      address: info.address,
      phone: info.phone,
      openingTime: info.openingTime,
      cuisine: info.cuisine,
      // Issue 29 item 3: the translations the owner gave (the others travel not at all).
      ...Object.fromEntries(
        (Object.keys(info) as (keyof RestaurantInfoDto)[])
          .filter((key) => /(Te|Kn|Hi)$/.test(key) && info[key])
          .map((key) => [key, info[key]]),
      ),
    },
    categories: categories.map(toPublicCategory),
    items: items.map(toPublicItem),
  };
}
