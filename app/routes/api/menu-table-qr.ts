import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { unexpectedFailure } from "~/modules/errors";
import { jsonReply, respond } from "~/modules/http/respond.server";
import { menuMessages, PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import { printTableQrSheet } from "~/modules/menu/table-qr.server";
import type { Route } from "./+types/menu-table-qr";

/**
 * /api/v1/menu/table-qr.svg and .png?per=1|4&sheet=N: one printable A4 sheet of table QR codes,
 * each pointing at PUBLIC_URL/guntoorlogin?table=<id>.
 */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "menu.manage", menuMessages.menuManageDenied);
  const app = getApp(args.context);
  const url = new URL(args.request.url);
  const format = url.pathname.endsWith(".png") ? "png" : "svg";
  const perSheet = url.searchParams.get("per") === "4" ? 4 : 1;
  const sheet = Math.max(1, Math.floor(Number(url.searchParams.get("sheet")) || 1));
  return respond(args, jsonReply(unexpectedFailure), async () => {
    const { body, tables } = await printTableQrSheet(app.database.db, {
      venue: PUBLIC_VENUE,
      actor,
      publicUrl: app.env.PUBLIC_URL,
      perSheet,
      sheet,
      format,
    });
    const names = tables
      .map((t) => t.name.replace(/[^A-Za-z0-9]+/g, "-"))
      .join("_")
      .slice(0, 80);
    return new Response(body, {
      headers: {
        "Content-Type": format === "png" ? "image/png" : "image/svg+xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="guntoor-table-qr-${sheet}-${names || "sheet"}.${format}"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
