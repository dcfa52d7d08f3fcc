import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { restaurantInfo } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { getRestaurantInfo, type RestaurantInfoDto } from "./get-restaurant-info.server";
import type { RestaurantInfoInput, Venue } from "./menu.schema";

export async function updateRestaurantInfo(
  db: Db,
  options: { venue: Venue; actor: Actor; input: RestaurantInfoInput },
): Promise<RestaurantInfoDto> {
  return db.transaction(async (tx) => {
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
}
