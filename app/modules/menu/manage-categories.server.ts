import { reviewOrder } from "./menu-dto.server";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { menuCategories, menuItems } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { type CategoryDto, categoryColumns } from "./menu-dto.server";
import { type CategoryInput, menuMessages, type Venue } from "./menu.schema";

type CategoryOptions = { venue: Venue; actor: Actor; input: CategoryInput; events: EventBus };

export async function createCategory(db: Db, options: CategoryOptions): Promise<CategoryDto> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const created = await db.transaction(async (tx) => {
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${menuCategories.position}), 0) + 1` })
      .from(menuCategories)
      .where(eq(menuCategories.venue, options.venue))) as [{ next: number }];
    const [row] = await tx
      .insert(menuCategories)
      .values({ venue: options.venue, ...options.input, position: Number(next) })
      .onConflictDoNothing()
      .returning(categoryColumns);
    if (!row) throw new DomainError(409, menuMessages.categoryExists(options.input.key));
    await writeAudit(tx, {
      actor: options.actor,
      action: "menuCategory.create",
      entity: "menuCategory",
      entityId: row.key,
      after: row,
    });
    return row as CategoryDto;
  });
  await options.events.publish("menu", "category.saved", created.key);
  return created;
}

/** Update by key (spec 7.5): the key stays, so items keep their category. */
export async function updateCategory(db: Db, options: CategoryOptions): Promise<CategoryDto> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const updated = await db.transaction(async (tx) => {
    const where = and(eq(menuCategories.venue, options.venue), eq(menuCategories.key, options.input.key));
    const [before] = await tx.select(categoryColumns).from(menuCategories).where(where);
    if (!before) throw new DomainError(404, menuMessages.categoryNotFound);
    const [after] = await tx
      .update(menuCategories)
      .set({
        label: options.input.label,
        mainCategory: options.input.mainCategory,
        labelTe: options.input.labelTe,
        labelKn: options.input.labelKn,
        labelHi: options.input.labelHi,
        needsReview: options.input.needsReview,
        updatedAt: new Date(),
      })
      .where(where)
      .returning(categoryColumns);
    await writeAudit(tx, {
      actor: options.actor,
      action: "menuCategory.update",
      entity: "menuCategory",
      entityId: before.key,
      before,
      after,
    });
    return { ...after!, needsReview: reviewOrder(after!.needsReview) } as CategoryDto;
  });
  await options.events.publish("menu", "category.saved", updated.key);
  return updated;
}

/** A category that still has items cannot be deleted: the admin is told how many. */
export async function deleteCategory(
  db: Db,
  options: { venue: Venue; actor: Actor; key: string; events: EventBus },
): Promise<void> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  await db.transaction(async (tx) => {
    const where = and(eq(menuCategories.venue, options.venue), eq(menuCategories.key, options.key));
    const [before] = await tx.select(categoryColumns).from(menuCategories).where(where);
    if (!before) throw new DomainError(404, menuMessages.categoryNotFound);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(menuItems)
      .where(and(eq(menuItems.venue, options.venue), eq(menuItems.category, options.key)))) as [
      { n: number },
    ];
    if (n > 0) throw new DomainError(409, menuMessages.categoryHasItems(before.label, n));
    await tx.delete(menuCategories).where(where);
    await writeAudit(tx, {
      actor: options.actor,
      action: "menuCategory.delete",
      entity: "menuCategory",
      entityId: before.key,
      before,
    });
  });
  await options.events.publish("menu", "category.deleted", options.key);
}
