import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { unexpectedFailure } from "~/modules/errors";
import { jsonReply, respond } from "~/modules/http/respond.server";
import { getRestaurantInfo } from "~/modules/menu/get-restaurant-info.server";
import { PUBLIC_VENUE } from "~/modules/menu/menu.schema";
import { qrPosterPng, qrPosterSvg } from "~/modules/menu/qr-poster.server";
import type { Route } from "./+types/menu-qr-poster";

/** /api/v1/menu/qr-poster.svg and .png: a printable table card pointing at PUBLIC_URL/guntoorlogin. */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "menu.manage");
  const app = getApp(args.context);
  const png = new URL(args.request.url).pathname.endsWith(".png");
  return respond(args, jsonReply(unexpectedFailure), async () => {
    const { name } = await getRestaurantInfo(app.database.db, { venue: PUBLIC_VENUE });
    const options = { publicUrl: app.env.PUBLIC_URL, name };
    const body = png ? await qrPosterPng(options) : await qrPosterSvg(options);
    return new Response(body, {
      headers: {
        "Content-Type": png ? "image/png" : "image/svg+xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="guntoor-menu-qr.${png ? "png" : "svg"}"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
