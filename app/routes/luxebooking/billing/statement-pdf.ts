import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { renderStatementPdf } from "~/modules/billing/statement-pdf.server";
import { statementOf } from "~/modules/billing/statement.server";
import type { Route } from "./+types/statement-pdf";
import { loadOrRefuse } from "~/modules/http/load-or-refuse.server";

/** GET a reservation's statement of account as an A4 PDF (issue 27 item 22), every staff role. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "billing.document.view");
  return loadOrRefuse(async () => {
    const statement = await statementOf(getApp(args.context).database.db, {
      actor: user,
      reservationId: args.params.id,
    });
    const pdf = await renderStatementPdf(statement);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="statement-${statement.generatedOn}.pdf"`,
        "Content-Length": String(pdf.length),
        "Cache-Control": "no-store",
      },
    });
  });
}
