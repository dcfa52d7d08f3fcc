import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { documentPdf } from "~/modules/billing/document-pdf.server";
import type { Route } from "./+types/document-pdf";
import { loadOrRefuse } from "~/modules/http/load-or-refuse.server";

/**
 * GET an issued document as an A4 PDF download (every staff role, issue 15 item 6): the original
 * for the recipient, or with `?copy=duplicate` the duplicate for the supplier (issue 27 item 23).
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "billing.document.view");
  const app = getApp(args.context);
  const copy = new URL(args.request.url).searchParams.get("copy") === "duplicate" ? "duplicate" : "original";
  return loadOrRefuse(async () => {
    const { fileName, pdf } = await documentPdf(app.database.db, {
      actor: user,
      id: args.params.id,
      copy,
      onUnsigned: (err) => app.logger.error({ err }, "document PDF served unsigned"),
    });
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Content-Length": String(pdf.length),
      },
    });
  });
}
