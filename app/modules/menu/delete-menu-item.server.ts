import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { menuItems } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { lockMenuItems } from "./menu-dto.server";
import { menuMessages, type Venue } from "./menu.schema";
import { findMenuItem } from "./update-menu-item.server";

export async function deleteMenuItem(
  db: Db,
  options: { venue: Venue; actor: Actor; id: string; events: EventBus },
): Promise<{ id: string; name: string; imageUrl: string | null }> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const deleted = await db.transaction(async (tx) => {
    await lockMenuItems(tx, options.venue);
    const before = await findMenuItem(tx, options.venue, options.id);
    if (!before) throw new DomainError(404, menuMessages.itemNotFound);
    await tx.delete(menuItems).where(and(eq(menuItems.venue, options.venue), eq(menuItems.id, options.id)));
    await writeAudit(tx, {
      actor: options.actor,
      action: "menuItem.delete",
      entity: "menuItem",
      entityId: before.id,
      before,
    });
    return { id: before.id, name: before.name, imageUrl: before.imageUrl };
  });
  await options.events.publish("menu", "item.deleted", deleted.id);
  return deleted;
}
