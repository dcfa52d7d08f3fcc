import { and, eq, isNotNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { menuItems, restaurantInfo } from "~/db/schema";
import type { EventBus } from "~/modules/live/events.server";
import { nextServingChange, parseOpeningHours } from "./dish-facts";
import type { Venue } from "./menu.constants";

/** The next instant any item of the venue starts or stops being served (IST), or null. */
export async function nextServingBoundary(
  db: Db,
  options: { venue: Venue; now: Date },
): Promise<Date | null> {
  const rows = await db
    .selectDistinct({ servedFrom: menuItems.servedFrom, servedUntil: menuItems.servedUntil })
    .from(menuItems)
    .where(and(eq(menuItems.venue, options.venue), isNotNull(menuItems.servedFrom)));
  // Issue 29 item 11: opening and closing are boundaries too ('Closed now — opens at …').
  const [info] = await db
    .select({ openingTime: restaurantInfo.openingTime })
    .from(restaurantInfo)
    .where(eq(restaurantInfo.venue, options.venue));
  const opening = info ? parseOpeningHours(info.openingTime) : null;
  const times = [...rows, ...(opening ? [opening] : [])]
    .map((r) => nextServingChange(r, options.now)?.getTime())
    .filter((t): t is number => t !== undefined);
  return times.length ? new Date(Math.min(...times)) : null;
}

/**
 * Issue 18 item 5: at each serving boundary this instance delivers a "menu" event to itself, so
 * its cached menu pages are dropped and the menus open on it revalidate (as after a stock change)
 * and show 'Served 7–11 am' without a reload. Every instance keeps its own clock; a change of
 * the menu (hours edited) sets it again.
 */
export function startServingClock(options: {
  db: Db;
  events: EventBus;
  venue: Venue;
  logger: Logger;
  /** Tests drive time themselves. */
  clock?: { now: () => Date; setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
}) {
  const clock = options.clock ?? { now: () => new Date(), setTimeout, clearTimeout };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const plan = async () => {
    clock.clearTimeout(timer);
    if (stopped) return;
    try {
      const now = clock.now();
      const next = await nextServingBoundary(options.db, { venue: options.venue, now });
      if (!next || stopped) return;
      // A second past the minute, so the page rendered then is on the new side of it.
      const wait = Math.min(next.getTime() - now.getTime() + 1000, 2 ** 31 - 1);
      timer = clock.setTimeout(() => {
        options.events.deliver({ topic: "menu", type: "serving.boundary", at: clock.now().toISOString() });
        void plan();
      }, wait);
      timer.unref?.();
    } catch (error) {
      options.logger.warn({ err: error }, "serving hours clock failed");
    }
  };
  const unsubscribe = options.events.subscribe((event) => {
    if (event.topic === "menu" && event.type !== "serving.boundary") void plan();
  });
  void plan();
  return () => {
    stopped = true;
    clock.clearTimeout(timer);
    unsubscribe();
  };
}
