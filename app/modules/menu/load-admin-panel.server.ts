import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { authorize, can } from "~/permissions";
import { type AdminTab, adminTabs } from "./admin-actions";
import { getMenuStats, type MenuStats } from "./get-menu-stats.server";
import { getRestaurantInfo, type RestaurantInfoDto } from "./get-restaurant-info.server";
import {
  type CustomerEntriesPage,
  ENTRIES_PAGE_SIZE,
  guestsPerTable,
  listCustomerEntriesPage,
  type TableGuests,
} from "./list-customer-entries.server";
import { listTables, type TableDto } from "./manage-tables.server";
import { getRetentionDays } from "./guest-data.server";
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
  /** Issue 18: the live tables, the Customer Entries table filter ("none": without a table), guests per table. */
  tables: TableDto[];
  tableFilter: string | null;
  tableGuests: TableGuests[] | null;
  /** Issue 18: the retention period, for those who handle guests' data. */
  retentionDays: number | null;
  /** Issue 29: the items tab shows only the items that lack this fact (`?lacks=`). */
  lacks: ItemGap | null;
}

/** What an item may lack (issue 29 items 1–2): allergens or spice level not set. */
export const itemGaps = ["allergens", "spice"] as const;
export type ItemGap = (typeof itemGaps)[number];

export function lacksFact(item: MenuItemDto, gap: ItemGap): boolean {
  return gap === "allergens" ? item.allergens === null : item.spiceLevel === null;
}

/** What the Customer Entries tab shows for a range it cannot apply: nothing. */
const emptyEntriesPage = (): CustomerEntriesPage => ({
  entries: [],
  page: 1,
  pageCount: 1,
  pageSize: ENTRIES_PAGE_SIZE,
  total: 0,
  guests: 0,
  days: [],
});

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
  const tableFilter = params.get("table") || null;
  const seesEntries = can(actor.role, "customerEntry.view");
  const [info, categories, stats, entries, tables, tableGuests, retentionDays] = await Promise.all([
    getRestaurantInfo(db, { venue }),
    listCategories(db, { venue }),
    getMenuStats(db, { venue }),
    // Issue 29 item 12: a reversed range is explained, and its chart (and list) left empty.
    !parsedRange.success && seesEntries
      ? Promise.resolve(emptyEntriesPage())
      : seesEntries
        ? listCustomerEntriesPage(db, {
            venue,
            actor,
            range,
            page: Number(params.get("page")) || 1,
            tableId: tableFilter,
          })
        : Promise.resolve(null),
    listTables(db, { venue }),
    seesEntries && tab === "stats"
      ? parsedRange.success
        ? guestsPerTable(db, { venue, actor, range })
        : Promise.resolve([])
      : Promise.resolve(null),
    can(actor.role, "guestData.manage") ? getRetentionDays(db, { venue }) : Promise.resolve(null),
  ]);
  const requested = params.get("category");
  const category = requested && categories.some((c) => c.key === requested) ? requested : null;
  // One category's items in the menu's order, where the owner moves them (issue 18).
  const listed = await listMenuItems(db, { venue, category, order: category ? "menu" : "name" });
  const lacks = itemGaps.find((g) => g === params.get("lacks")) ?? null;
  const items = lacks ? listed.filter((i) => lacksFact(i, lacks)) : listed;
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
    tables,
    tableFilter,
    tableGuests,
    retentionDays,
    lacks,
  };
}
