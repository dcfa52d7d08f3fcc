import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
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
    const self = siblings[index]!;
    await swapInOrder(tx, options, {
      list: siblings,
      index,
      group: (s) => s.isChefsSpecial,
      key: (s) => s.id,
      name: self.name,
      entity: "menuItem",
      write: (id, position) => tx.update(menuItems).set({ position }).where(eq(menuItems.id, id)),
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
    await swapInOrder(tx, options, {
      list: all,
      index,
      group: (c) => c.mainCategory,
      key: (c) => c.key,
      name: self.label,
      entity: "menuCategory",
      write: (key, position) =>
        tx
          .update(menuCategories)
          .set({ position })
          .where(and(eq(menuCategories.venue, options.venue), eq(menuCategories.key, key))),
    });
    return { label: self.label };
  });
  await options.events.publish("menu", "category.moved", options.key);
  return moved;
}

/**
 * Swaps the entry at `index` with its partner (or refuses at an end of its group), writes
 * positions 1…n in the new order (ties and gaps from older data go at the first move) and audits
 * the order before and after.
 */
async function swapInOrder<T>(
  tx: Tx,
  options: Base,
  move: {
    list: readonly T[];
    index: number;
    group: (t: T) => unknown;
    key: (t: T) => string;
    name: string;
    entity: "menuItem" | "menuCategory";
    write: (key: string, position: number) => Promise<unknown>;
  },
): Promise<void> {
  const partner = swapPartner(move.list, move.index, options.direction, move.group);
  if (partner === null)
    throw new DomainError(
      409,
      (options.direction === "up" ? reorderMessages.alreadyFirst : reorderMessages.alreadyLast)(move.name),
    );
  const before = move.list.map(move.key);
  const order = [...before];
  [order[move.index], order[partner]] = [order[partner]!, order[move.index]!];
  for (const [i, key] of order.entries()) await move.write(key, i + 1);
  await writeAudit(tx, {
    actor: options.actor,
    action: `${move.entity}.move`,
    entity: move.entity,
    entityId: before[move.index]!,
    before: { order: before },
    after: { order },
  });
}
