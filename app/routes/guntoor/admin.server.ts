import { data } from "react-router";
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError } from "~/modules/errors";
import { readForm } from "~/modules/http/read-form.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import { type AdminActionResult, type AdminIntent, adminIntents } from "~/modules/menu/admin-actions";
import { createMenuItem } from "~/modules/menu/create-menu-item.server";
import { deleteMenuItem } from "~/modules/menu/delete-menu-item.server";
import { createCategory, deleteCategory, updateCategory } from "~/modules/menu/manage-categories.server";
import {
  categorySchema,
  menuItemSchema,
  menuMessages,
  PUBLIC_VENUE,
  restaurantInfoSchema,
} from "~/modules/menu/menu.schema";
import { deleteUnusedPhoto } from "~/modules/menu/save-item-photo.server";
import { updateRestaurantInfo } from "~/modules/menu/update-restaurant-info.server";
import { addTable, removeTable, renameTable } from "~/modules/menu/manage-tables.server";
import { addTableSchema, renameTableSchema } from "~/modules/menu/tables.schema";
import { issueTableCode } from "~/modules/menu/table-codes.server";
import { setRetentionDays } from "~/modules/menu/guest-data.server";
import { moveCategory, moveMenuItem } from "~/modules/menu/reorder-menu.server";
import { findMenuItem, setItemStock, updateMenuItem } from "~/modules/menu/update-menu-item.server";
import type { Route } from "./+types/admin";

/** A form's refusal: Conform's reply for the fields, its first message for the toast (400). */
function invalid(intent: AdminIntent, parsed: Submission<unknown>) {
  const submission = parsed.reply();
  const first = Object.values(submission.error ?? {})
    .flat()
    .find((message) => message);
  const result: AdminActionResult = { ok: false, intent, error: first ?? "", submission };
  return data(result, { status: 400 });
}

/** Every POST of /guntoormenuadmin: permission first, then one use case per intent. */
export async function adminAction(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "menu.manage", menuMessages.menuManageDenied);
  const app = getApp(args.context);
  const db = app.database.db;
  const base = { venue: PUBLIC_VENUE, actor, events: app.events };
  const formData = await readForm(args.request);
  const form = Object.fromEntries(formData) as Record<string, string>;
  const intent = adminIntents.find((i) => i === form.intent) ?? null;
  const failed = toastReply(menuMessages.changeFailed, { extra: { intent } });
  return respond(args, failed, async () => {
    if (!intent) throw new DomainError(400, "Unknown action.");
    const done = (message: string): AdminActionResult => ({ ok: true, intent, message });
    switch (intent) {
      case "create-item": {
        const parsed = parseWithZod(formData, { schema: menuItemSchema });
        if (parsed.status !== "success") return invalid(intent, parsed);
        const item = await createMenuItem(db, {
          ...base,
          input: parsed.value,
          highPriceConfirmed: form.confirmHighPrice === "on",
        });
        // Issue 29 item 12: the add form sends the photo chosen with it to the item's photo upload.
        return { ...done(`"${item.name}" was added.`), itemId: item.id };
      }
      case "update-item": {
        const parsed = parseWithZod(formData, { schema: menuItemSchema });
        if (parsed.status !== "success") return invalid(intent, parsed);
        const before = await findMenuItem(db, PUBLIC_VENUE, form.id ?? "");
        const item = await updateMenuItem(db, {
          ...base,
          id: form.id ?? "",
          changes: parsed.value,
          highPriceConfirmed: form.confirmHighPrice === "on",
        });
        if (before?.imageUrl !== item.imageUrl)
          await deleteUnusedPhoto(db, app.env.DATA_DIR, before?.imageUrl);
        return done(`"${item.name}" was updated.`);
      }
      case "delete-item": {
        const item = await deleteMenuItem(db, { ...base, id: form.id ?? "" });
        await deleteUnusedPhoto(db, app.env.DATA_DIR, item.imageUrl);
        return done(`"${item.name}" was deleted.`);
      }
      case "set-stock": {
        const isOutOfStock = form.isOutOfStock === "true";
        const item = await setItemStock(db, { ...base, id: form.id ?? "", isOutOfStock });
        return done(`"${item.name}" is ${item.isOutOfStock ? "out of stock" : "back in stock"}.`);
      }
      case "create-category":
      case "update-category": {
        const parsed = parseWithZod(formData, { schema: categorySchema });
        if (parsed.status !== "success") return invalid(intent, parsed);
        const created = intent === "create-category";
        // The row's language fields were sent (an empty one arrives missing): empty clears.
        const input = formData.has("labelsGiven")
          ? {
              ...parsed.value,
              labelTe: parsed.value.labelTe ?? null,
              labelKn: parsed.value.labelKn ?? null,
              labelHi: parsed.value.labelHi ?? null,
            }
          : parsed.value;
        const category = await (created ? createCategory : updateCategory)(db, { ...base, input });
        return done(`Category "${category.label}" was ${created ? "added" : "updated"}.`);
      }
      case "delete-category": {
        await deleteCategory(db, { ...base, key: form.key ?? "" });
        return done("The category was deleted.");
      }
      case "save-info": {
        const parsed = parseWithZod(formData, { schema: restaurantInfoSchema });
        if (parsed.status !== "success") return invalid(intent, parsed);
        await updateRestaurantInfo(db, { ...base, input: parsed.value });
        return done("Restaurant info saved.");
      }
      case "add-table": {
        const parsed = parseWithZod(formData, { schema: addTableSchema });
        if (parsed.status !== "success") return invalid(intent, parsed);
        const table = await addTable(db, { ...base, name: parsed.value.name });
        return done(`Table "${table.name}" was added.`);
      }
      case "rename-table": {
        const parsed = parseWithZod(formData, { schema: renameTableSchema });
        if (parsed.status !== "success") return invalid(intent, parsed);
        const table = await renameTable(db, { ...base, ...parsed.value });
        return done(`The table is now "${table.name}".`);
      }
      case "move-item":
      case "move-category": {
        const direction = form.direction === "down" ? "down" : "up";
        const moved =
          intent === "move-item"
            ? (await moveMenuItem(db, { ...base, id: form.id ?? "", direction })).name
            : (await moveCategory(db, { ...base, key: form.key ?? "", direction })).label;
        return done(`"${moved}" moved ${direction}.`);
      }
      case "save-retention": {
        const days = await setRetentionDays(db, { ...base, days: form.retentionDays });
        return done(`Customer entries are now kept for ${days} ${days === 1 ? "day" : "days"}.`);
      }
      case "table-code": {
        const given = await issueTableCode(db, { ...base, tableId: form.id ?? "" });
        const answer: AdminActionResult = {
          ok: true,
          intent,
          message: `Table code for "${given.tableName}": ${given.code}`,
          tableCode: given,
        };
        return answer;
      }
      case "remove-table": {
        const table = await removeTable(db, { ...base, id: form.id ?? "" });
        return done(`Table "${table.name}" was removed.`);
      }
    }
  });
}
