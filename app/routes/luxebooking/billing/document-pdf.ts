import { data } from "react-router";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { readDocument } from "~/modules/billing/documents.server";
import { renderDocumentPdf } from "~/modules/billing/pdf.server";
import { DomainError } from "~/modules/errors";
import type { Route } from "./+types/document-pdf";

/** GET an issued document as an A4 PDF download (every staff role, issue 15 item 6). */
export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "billing.document.view");
  const app = getApp(args.context);
  try {
    const snapshot = await readDocument(app.database.db, { actor: user, id: args.params.id });
    const pdf = await renderDocumentPdf(snapshot);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${snapshot.number.replaceAll("/", "-")}.pdf"`,
        "Content-Length": String(pdf.length),
      },
    });
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}
