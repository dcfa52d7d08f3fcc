import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { menuCategories, menuItems } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { byMenuOrder } from "./dish-facts";
import { lockMenuItems } from "./menu-dto.server";
import { menuMessages, type Venue } from "./menu.constants";

export type Direction = "up" | "down";

export const reorderMessages = {
  alreadyFirst: (name: string) => `"${name}" is already first.`,
  alreadyLast: (name: string) => `"${name}" is already last.`,
} as const;

/**
 * The neighbour to swap with: the next one up or down in the shown order among those of the same
 * group (Chef's Specials move among specials, other items among the others), or null at an end.
 */
export function swapPartner<T>(
  ordered: readonly T[],
  index: number,
  direction: Direction,
  group: (t: T) => unknown,
): number | null {
  const step = direction === "up" ? -1 : 1;
  const next = index + step;
  if (next < 0 || next >= ordered.length) return null;
  return group(ordered[next]!) === group(ordered[index]!) ? next : null;
}

type Base = { venue: Venue; actor: Actor; events: EventBus; direction: Direction };

/** Issue 18: Move up / Move down of an item within its category (the public menu follows). */
export async function moveMenuItem(db: Db, options: Base & { id: string }): Promise<{ name: string }> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const moved = await db.transaction(async (tx) => {
    await lockMenuItems(tx, options.venue);
    if (!/^[0-9a-f-]{36}$/i.test(options.id)) throw new DomainError(404, menuMessages.itemNotFound);
    const [item] = await tx
      .select({ category: menuItems.category })
      .from(menuItems)
      .where(and(eq(menuItems.venue, options.venue), eq(menuItems.id, options.id)));
    if (!item) throw new DomainError(404, menuMessages.itemNotFound);
    const siblings = (
      await tx
        .select({
          id: menuItems.id,
          name: menuItems.name,
          position: menuItems.position,
          isChefsSpecial: menuItems.isChefsSpecial,
        })
        .from(menuItems)
        .where(and(eq(menuItems.venue, options.venue), eq(menuItems.category, item.category)))
    ).sort(byMenuOrder);
    const index = siblings.findIndex((s) => s.id === options.id);
    const partner = swapPartner(siblings, index, options.direction, (s) => s.isChefsSpecial);
    const self = siblings[index]!;
    if (partner === null)
      throw new DomainError(
        409,
        (options.direction === "up" ? reorderMessages.alreadyFirst : reorderMessages.alreadyLast)(self.name),
      );
    const order = siblings.map((s) => s.id);
    [order[index], order[partner]] = [order[partner]!, order[index]!];
    await renumber(order, (id, position) =>
      tx.update(menuItems).set({ position }).where(eq(menuItems.id, id)),
    );
    await writeAudit(tx, {
      actor: options.actor,
      action: "menuItem.move",
      entity: "menuItem",
      entityId: self.id,
      before: { order: siblings.map((s) => s.id) },
      after: { order },
    });
    return { name: self.name };
  });
  await options.events.publish("menu", "item.moved", options.id);
  return moved;
}

/** Issue 18: Move up / Move down of a category among those of its section (Food or Drinks). */
export async function moveCategory(db: Db, options: Base & { key: string }): Promise<{ label: string }> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const moved = await db.transaction(async (tx) => {
    await lockMenuItems(tx, options.venue);
    const all = await tx
      .select({
        key: menuCategories.key,
        label: menuCategories.label,
        mainCategory: menuCategories.mainCategory,
      })
      .from(menuCategories)
      .where(eq(menuCategories.venue, options.venue))
      .orderBy(asc(menuCategories.mainCategory), asc(menuCategories.position), asc(menuCategories.label));
    const index = all.findIndex((c) => c.key === options.key);
    if (index < 0) throw new DomainError(404, menuMessages.categoryNotFound);
    const self = all[index]!;
    const partner = swapPartner(all, index, options.direction, (c) => c.mainCategory);
    if (partner === null)
      throw new DomainError(
        409,
        (options.direction === "up" ? reorderMessages.alreadyFirst : reorderMessages.alreadyLast)(self.label),
      );
    const order = all.map((c) => c.key);
    [order[index], order[partner]] = [order[partner]!, order[index]!];
    await renumber(order, (key, position) =>
      tx
        .update(menuCategories)
        .set({ position })
        .where(and(eq(menuCategories.venue, options.venue), eq(menuCategories.key, key))),
    );
    await writeAudit(tx, {
      actor: options.actor,
      action: "menuCategory.move",
      entity: "menuCategory",
      entityId: self.key,
      before: { order: all.map((c) => c.key) },
      after: { order },
    });
    return { label: self.label };
  });
  await options.events.publish("menu", "category.moved", options.key);
  return moved;
}

/** Positions 1…n in the new order: ties and gaps from older data go at the first move. */
async function renumber(order: string[], write: (id: string, position: number) => Promise<unknown>) {
  for (const [i, id] of order.entries()) await write(id, i + 1);
}
