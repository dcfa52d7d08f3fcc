import type { Db } from "~/db/client.server";
import { getRestaurantInfo, type RestaurantInfoDto } from "./get-restaurant-info.server";
import { listMenuItems } from "./list-menu-items.server";
import { type CategoryDto, listCategories, type MenuItemDto } from "./menu-dto.server";
import type { Venue } from "./menu.schema";

export interface PublicMenu {
  info: Pick<RestaurantInfoDto, "name" | "description" | "address" | "phone" | "openingTime" | "cuisine">;
  categories: CategoryDto[];
  items: Omit<MenuItemDto, "updatedAt">[];
}

/** Spec 7.5: the public menu loads items, categories and info together. */
export async function loadPublicMenu(db: Db, options: { venue: Venue }): Promise<PublicMenu> {
  const [info, categories, items] = await Promise.all([
    getRestaurantInfo(db, options),
    listCategories(db, options),
    listMenuItems(db, options),
  ]);
  return {
    info: {
      name: info.name,
      description: info.description,
      address: info.address,
      phone: info.phone,
      openingTime: info.openingTime,
      cuisine: info.cuisine,
    },
    categories,
    items: items.map(({ updatedAt: _updatedAt, ...item }) => item),
  };
}
