import type { Db } from "~/db/client.server";
import type { EventBus } from "~/modules/live/events.server";
import { topicCache } from "~/modules/live/topic-cache.server";
import { loadPublicMenu, type PublicMenu } from "./load-public-menu.server";
import type { Venue } from "./menu.schema";

/**
 * The public menu is read on every guest's page view and changes only when staff edit it.
 * Every menu change publishes a "menu" event (across instances via LISTEN/NOTIFY), which
 * drops the cached copy; a load that raced with a change is not kept.
 *
 * The items travel as one JSON string, serialised once per change: encoding ~130 objects for
 * every page view was most of the page's server time (24 ms → 16 ms for one request here).
 */
export type PublicMenuPayload = Omit<PublicMenu, "items"> & {
  itemsJson: string;
  /** Issue 29 item 11: the Chef's Specials, in menu order, for the strip at the top of the menu. */
  specials: PublicMenu["items"];
};

const cached = topicCache<Venue, PublicMenuPayload>("menu");

export function loadPublicMenuCached(
  db: Db,
  options: { venue: Venue; events: EventBus },
): Promise<PublicMenuPayload> {
  return cached(options.events, options.venue, async () => {
    const { items, ...rest } = await loadPublicMenu(db, { venue: options.venue });
    return { ...rest, itemsJson: JSON.stringify(items), specials: items.filter((i) => i.isChefsSpecial) };
  });
}

type Item = PublicMenu["items"][number];
const itemsById = new WeakMap<PublicMenuPayload, Map<string, Item>>();

/**
 * Issue 29 item 11: one dish of the cached public menu and its category (a dish's detail page
 * and sheet), or null when the menu has no such dish (deleted, or its category gone).
 */
export function findPublicDish(
  menu: PublicMenuPayload,
  id: string,
): { item: Item; category: PublicMenuPayload["categories"][number] } | null {
  let byId = itemsById.get(menu);
  if (!byId) {
    byId = new Map((JSON.parse(menu.itemsJson) as Item[]).map((item) => [item.id, item]));
    itemsById.set(menu, byId);
  }
  const item = byId.get(id);
  const category = item && menu.categories.find((c) => c.key === item.category);
  return item && category ? { item, category } : null;
}
