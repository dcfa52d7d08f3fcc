import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { restaurantInfo } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { getRestaurantInfo, type RestaurantInfoDto } from "./get-restaurant-info.server";
import { menuMessages, type RestaurantInfoInput, type Venue } from "./menu.schema";

export async function updateRestaurantInfo(
  db: Db,
  options: { venue: Venue; actor: Actor; input: RestaurantInfoInput; events: EventBus },
): Promise<RestaurantInfoDto> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const saved = await db.transaction(async (tx) => {
    const before = await getRestaurantInfo(tx, { venue: options.venue });
    await tx
      .update(restaurantInfo)
      .set({ ...options.input, updatedAt: new Date() })
      .where(eq(restaurantInfo.venue, options.venue));
    const after = await getRestaurantInfo(tx, { venue: options.venue });
    await writeAudit(tx, {
      actor: options.actor,
      action: "restaurantInfo.update",
      entity: "restaurantInfo",
      entityId: options.venue,
      before,
      after,
    });
    return after;
  });
  await options.events.publish("menu", "info.saved");
  return saved;
}
