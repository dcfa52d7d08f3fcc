import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { renderStatementPdf } from "~/modules/billing/statement-pdf.server";
import { statementOf } from "~/modules/billing/statement.server";
import { DomainError } from "~/modules/errors";
import { data } from "react-router";
import type { Route } from "./+types/statement-pdf";

/** GET a reservation's statement of account as an A4 PDF (issue 27 item 22), every staff role. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "billing.document.view");
  try {
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
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}
