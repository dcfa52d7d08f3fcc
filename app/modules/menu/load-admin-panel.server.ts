import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { authorize, can } from "~/permissions";
import { type AdminTab, adminTabs } from "./admin-actions";
import { getMenuStats, type MenuStats } from "./get-menu-stats.server";
import { getRestaurantInfo, type RestaurantInfoDto } from "./get-restaurant-info.server";
import { type CustomerEntriesPage, listCustomerEntriesPage } from "./list-customer-entries.server";
import { listMenuItems } from "./list-menu-items.server";
import { type CategoryDto, listCategories, type MenuItemDto } from "./menu-dto.server";
import { type EntryRange, entryRangeSchema, menuMessages, type Venue } from "./menu.schema";

export interface AdminPanel {
  tab: AdminTab;
  info: RestaurantInfoDto;
  categories: CategoryDto[];
  category: string | null;
  items: MenuItemDto[];
  stats: MenuStats;
  entries: CustomerEntriesPage | null;
  range: EntryRange;
  rangeError: string | null;
}

/**
 * Spec 7.5: the admin loads info, categories, items, stats and entries together (the entries only
 * for those who may read customers' phone numbers).
 */
export async function loadAdminPanel(
  db: Db,
  options: { venue: Venue; actor: Actor; params: URLSearchParams },
): Promise<AdminPanel> {
  const { actor, params, venue } = options;
  authorize(actor, "menu.manage", menuMessages.menuManageDenied);
  const tab = adminTabs.find((t) => t === params.get("tab")) ?? "items";
  const parsedRange = entryRangeSchema.safeParse({
    start: params.get("start") ?? undefined,
    end: params.get("end") ?? undefined,
  });
  const range = parsedRange.success ? parsedRange.data : {};
  const [info, categories, stats, entries] = await Promise.all([
    getRestaurantInfo(db, { venue }),
    listCategories(db, { venue }),
    getMenuStats(db, { venue }),
    can(actor.role, "customerEntry.view")
      ? listCustomerEntriesPage(db, { venue, actor, range, page: Number(params.get("page")) || 1 })
      : Promise.resolve(null),
  ]);
  const requested = params.get("category");
  const category = requested && categories.some((c) => c.key === requested) ? requested : null;
  const items = await listMenuItems(db, { venue, category });
  return {
    tab,
    info,
    categories,
    category,
    items,
    stats,
    entries,
    range,
    rangeError: parsedRange.success ? null : parsedRange.error.issues[0]!.message,
  };
}
