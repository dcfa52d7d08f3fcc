import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { quotationAcceptances } from "~/db/schema";
import { formatDateTime } from "~/modules/time";
import type { Actor } from "~/modules/audit/audit.server";
import type { DocumentSnapshot } from "./document-snapshot";
import { readDocument } from "./documents.server";
import { readEInvoiceMark } from "./e-invoice.server";
import type { DocumentCopy } from "./filing-messages";
import { type AcceptanceMark, renderDocumentPdf } from "./pdf.server";
import { SigningUnavailable, signPdf } from "./pdf-signing.server";

/**
 * A document's PDF as it leaves the product (issue 27 items 18 and 23): drawn from its snapshot,
 * marked as the original for the recipient or the duplicate for the supplier, with its e-invoice
 * (IRN, Ack No, Ack Date, signed QR code) once recorded, and digitally signed when a certificate is
 * stored. A stored certificate this server cannot open leaves the PDF unsigned and says so
 * (`onUnsigned`), rather than keep the document from the person who needs it.
 */
export async function renderIssuedPdf(
  db: Db,
  doc: DocumentSnapshot & { id: string },
  options: { copy?: DocumentCopy; onUnsigned?: (error: Error) => void } = {},
): Promise<Buffer> {
  const pdf = await renderDocumentPdf(doc, {
    copy: options.copy ?? "original",
    eInvoice: await readEInvoiceMark(db, doc.id),
    acceptance: doc.series === "quotation" ? await readAcceptanceMark(db, doc.id) : null,
  });
  try {
    return await signPdf(db, pdf, {
      reason: `${doc.title} ${doc.number}`,
      name: doc.supplier.name,
      location: doc.supplier.stateName,
    });
  } catch (error) {
    if (!(error instanceof SigningUnavailable)) throw error;
    options.onUnsigned?.(error);
    return pdf;
  }
}

/** The download: any staff role who may view the document (`billing.document.view`, checked in readDocument). */
export async function documentPdf(
  db: Db,
  options: { actor: Actor; id: string; copy: DocumentCopy; onUnsigned?: (error: Error) => void },
): Promise<{ fileName: string; pdf: Buffer }> {
  const doc = await readDocument(db, { actor: options.actor, id: options.id });
  const pdf = await renderIssuedPdf(db, doc, options);
  const base = doc.number.replaceAll("/", "-");
  return { fileName: options.copy === "duplicate" ? `${base}-duplicate.pdf` : `${base}.pdf`, pdf };
}

/** Issue 30 item 3: the client's acceptance of a quotation, printed on its own page at the end. */
async function readAcceptanceMark(db: Db, documentId: string): Promise<AcceptanceMark | null> {
  const [row] = await db
    .select({
      name: quotationAcceptances.name,
      acceptedAt: quotationAcceptances.acceptedAt,
      address: quotationAcceptances.address,
      browser: quotationAcceptances.browser,
      pdfSha256: quotationAcceptances.pdfSha256,
    })
    .from(quotationAcceptances)
    .where(eq(quotationAcceptances.documentId, documentId));
  return row ? { ...row, at: `${formatDateTime(row.acceptedAt)} IST` } : null;
}
