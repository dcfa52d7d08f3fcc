import { data } from "react-router";
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { type AdminActionResult, type AdminIntent, adminIntents } from "~/modules/menu/admin-actions";
import { createMenuItem } from "~/modules/menu/create-menu-item.server";
import { deleteMenuItem } from "~/modules/menu/delete-menu-item.server";
import { createCategory, deleteCategory, updateCategory } from "~/modules/menu/manage-categories.server";
import { MenuInputError } from "~/modules/menu/menu-errors";
import {
  categorySchema,
  menuItemSchema,
  menuMessages,
  PUBLIC_VENUE,
  restaurantInfoSchema,
} from "~/modules/menu/menu.schema";
import { updateRestaurantInfo } from "~/modules/menu/update-restaurant-info.server";
import { deleteUnusedPhoto } from "~/modules/menu/save-item-photo.server";
import { findMenuItem, setItemStock, updateMenuItem } from "~/modules/menu/update-menu-item.server";
import type { Route } from "./+types/admin";
import { readForm } from "~/modules/http/read-form.server";

/** A form's refusal: Conform's reply for the fields, its first message for the toast. */
function invalid(intent: AdminIntent, parsed: Submission<unknown>): AdminActionResult {
  const submission = parsed.reply();
  const first = Object.values(submission.error ?? {})
    .flat()
    .find((message) => message);
  return { ok: false, intent, error: first ?? "", submission };
}

/** Every POST of /guntoormenuadmin: permission first, then one use case per intent. */
export async function adminAction(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "menu.manage", menuMessages.menuManageDenied);
  const app = getApp(args.context);
  const db = app.database.db;
  const venue = PUBLIC_VENUE;
  const formData = await readForm(args.request);
  const form = Object.fromEntries(formData) as Record<string, string>;
  const intent = adminIntents.find((i) => i === form.intent);
  if (!intent)
    return data<AdminActionResult>({ ok: false, intent: null, error: "Unknown action." }, { status: 400 });
  const reply = (result: AdminActionResult, status = 200) => data(result, { status });
  const changed = async (type: string, id?: string) => app.events.publish("menu", type, id);
  try {
    switch (intent) {
      case "create-item": {
        const parsed = parseWithZod(formData, { schema: menuItemSchema });
        if (parsed.status !== "success") return reply(invalid(intent, parsed), 400);
        const item = await createMenuItem(db, { venue, actor, input: parsed.value });
        await changed("item.created", item.id);
        return reply({ ok: true, intent, message: `"${item.name}" was added.` });
      }
      case "update-item": {
        const parsed = parseWithZod(formData, { schema: menuItemSchema });
        if (parsed.status !== "success") return reply(invalid(intent, parsed), 400);
        const before = await findMenuItem(db, venue, form.id ?? "");
        const item = await updateMenuItem(db, { venue, actor, id: form.id ?? "", changes: parsed.value });
        await changed("item.updated", item.id);
        if (before?.imageUrl !== item.imageUrl)
          await deleteUnusedPhoto(db, app.env.DATA_DIR, before?.imageUrl);
        return reply({ ok: true, intent, message: `"${item.name}" was updated.` });
      }
      case "delete-item": {
        const item = await deleteMenuItem(db, { venue, actor, id: form.id ?? "" });
        await changed("item.deleted", item.id);
        await deleteUnusedPhoto(db, app.env.DATA_DIR, item.imageUrl);
        return reply({ ok: true, intent, message: `"${item.name}" was deleted.` });
      }
      case "set-stock": {
        const item = await setItemStock(db, {
          venue,
          actor,
          id: form.id ?? "",
          isOutOfStock: form.isOutOfStock === "true",
        });
        await changed("item.stock", item.id);
        return reply({
          ok: true,
          intent,
          message: `"${item.name}" is ${item.isOutOfStock ? "out of stock" : "back in stock"}.`,
        });
      }
      case "create-category":
      case "update-category": {
        const parsed = parseWithZod(formData, { schema: categorySchema });
        if (parsed.status !== "success") return reply(invalid(intent, parsed), 400);
        const run = intent === "create-category" ? createCategory : updateCategory;
        const category = await run(db, { venue, actor, input: parsed.value });
        await changed("category.saved", category.key);
        return reply({
          ok: true,
          intent,
          message: `Category "${category.label}" was ${intent === "create-category" ? "added" : "updated"}.`,
        });
      }
      case "delete-category": {
        await deleteCategory(db, { venue, actor, key: form.key ?? "" });
        await changed("category.deleted", form.key);
        return reply({ ok: true, intent, message: "The category was deleted." });
      }
      case "save-info": {
        const parsed = parseWithZod(formData, { schema: restaurantInfoSchema });
        if (parsed.status !== "success") return reply(invalid(intent, parsed), 400);
        await updateRestaurantInfo(db, { venue, actor, input: parsed.value });
        await changed("info.saved");
        return reply({ ok: true, intent, message: "Restaurant info saved." });
      }
    }
  } catch (error) {
    if (error instanceof MenuInputError)
      return reply({ ok: false, intent, error: error.message }, error.status);
    app.logger.error({ err: error, intent }, "menu admin action failed");
    return reply(
      { ok: false, intent, error: "Something went wrong. Nothing was changed. Please try again." },
      500,
    );
  }
}
