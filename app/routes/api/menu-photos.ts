import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError } from "~/modules/errors";
import { respond, toastReply } from "~/modules/http/respond.server";
import { menuMessages, menuPhotoSchema, PUBLIC_VENUE } from "~/modules/menu/menu.schema";
import { saveItemPhoto } from "~/modules/menu/save-item-photo.server";
import type { Route } from "./+types/menu-photos";
import { parseOrRefuse } from "~/modules/http/parse-or-refuse";

/** POST multipart (itemId, photo): the item's photo. The body limit is raised for this path only. */
export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "menu.manage");
  const app = getApp(args.context);
  return respond(args, toastReply(menuMessages.changeFailed), async () => {
    const form = await args.request.formData().catch(() => null);
    if (!form) throw new DomainError(400, menuMessages.photoType);
    const parsed = parseOrRefuse(menuPhotoSchema, { itemId: form.get("itemId"), photo: form.get("photo") });
    const { itemId, photo: file } = parsed;
    const item = await saveItemPhoto(app.database.db, {
      venue: PUBLIC_VENUE,
      actor,
      itemId,
      bytes: new Uint8Array(await file.arrayBuffer()),
      dataDir: app.env.DATA_DIR,
      events: app.events,
    });
    return { ok: true as const, imageUrl: item.imageUrl };
  });
}
