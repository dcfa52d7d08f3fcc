import { getApp } from "~/context.server";
import { clientDocumentPdf, clientStatementPdf } from "~/modules/client-page/client-view.server";
import { clientNotFound, limitClientRequest } from "~/modules/client-page/guard.server";
import type { Route } from "./+types/client-event-file";

/**
 * Issue 30 item 2: the client's documents from their page: `/event/<token>/documents/<id>.pdf`
 * (a document of this reservation only: the quotation, receipt and refund vouchers, invoices,
 * credit and debit notes, the liquor bill) and `/event/<token>/statement.pdf`.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getApp(context);
  limitClientRequest(app.clientIp);
  const { db } = app.database;
  // The statement's route has no file; a document's is "<id>.pdf".
  const file = "file" in params ? (params.file ?? "") : null;
  const id = file === null ? null : /^([0-9a-f-]{36})\.pdf$/i.exec(file)?.[1];
  const found =
    file === null
      ? await clientStatementPdf(db, { token: params.token })
      : id
        ? await clientDocumentPdf(db, { token: params.token, documentId: id })
        : null;
  if (!found) clientNotFound();
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${found.fileName}"`,
      "Content-Length": String(found.pdf.length),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
