import { data } from "react-router";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { MenuInputError } from "~/modules/menu/menu-errors";
import { menuMessages, menuPhotoSchema, PUBLIC_VENUE } from "~/modules/menu/menu.schema";
import { saveItemPhoto } from "~/modules/menu/save-item-photo.server";
import type { Route } from "./+types/menu-photos";

/** POST multipart (itemId, photo): the item's photo. The body limit is raised for this path only. */
export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "menu.manage");
  const app = getApp(args.context);
  let form: FormData;
  try {
    form = await args.request.formData();
  } catch {
    return data({ ok: false as const, error: menuMessages.photoType }, { status: 400 });
  }
  const parsed = menuPhotoSchema.safeParse({ itemId: form.get("itemId"), photo: form.get("photo") });
  if (!parsed.success) {
    return data({ ok: false as const, error: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const { itemId, photo: file } = parsed.data;
  try {
    const item = await saveItemPhoto(app.database.db, {
      venue: PUBLIC_VENUE,
      actor,
      itemId,
      bytes: new Uint8Array(await file.arrayBuffer()),
      dataDir: app.env.DATA_DIR,
    });
    await app.events.publish("menu", "item.photo", item.id);
    return { ok: true as const, imageUrl: item.imageUrl };
  } catch (error) {
    if (error instanceof MenuInputError) {
      return data({ ok: false as const, error: error.message }, { status: error.status });
    }
    throw error;
  }
}
