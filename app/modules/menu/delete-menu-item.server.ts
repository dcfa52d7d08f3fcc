import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { menuItems } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { MenuInputError } from "./menu-errors";
import { lockMenuItems } from "./menu-dto.server";
import { menuMessages, type Venue } from "./menu.schema";
import { findMenuItem } from "./update-menu-item.server";

export async function deleteMenuItem(
  db: Db,
  options: { venue: Venue; actor: Actor; id: string },
): Promise<{ id: string; name: string; imageUrl: string | null }> {
  return db.transaction(async (tx) => {
    await lockMenuItems(tx, options.venue);
    const before = await findMenuItem(tx, options.venue, options.id);
    if (!before) throw new MenuInputError(menuMessages.itemNotFound, 404);
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
}
