import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { unexpectedFailure } from "~/modules/errors";
import { jsonReply, respond } from "~/modules/http/respond.server";
import { menuMessages, PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import { printTableQrCards } from "~/modules/menu/table-qr.server";
import type { Route } from "./+types/menu-table-qr-cards";

/**
 * /api/v1/menu/table-qr-cards.pdf?per=4|1 (issue 29 item 13): every table's QR card in one A4 PDF,
 * shown in the browser's viewer (inline), from which staff print it.
 */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "menu.manage", menuMessages.menuManageDenied);
  const app = getApp(args.context);
  const perPage = new URL(args.request.url).searchParams.get("per") === "1" ? 1 : 4;
  return respond(args, jsonReply(unexpectedFailure), async () => {
    const { pdf } = await printTableQrCards(app.database.db, {
      venue: PUBLIC_VENUE,
      actor,
      publicUrl: app.env.PUBLIC_URL,
      perPage,
    });
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="guntoor-table-qr-cards.pdf"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
