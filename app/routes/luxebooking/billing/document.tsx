import type QRCode from "qrcode";
import { Link } from "react-router";
import { DocumentView } from "~/components/billing/document-view";
import { EInvoiceActions } from "~/components/billing/e-invoice-section";
import { buttonClass } from "~/components/ui/button";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { readDocument } from "~/modules/billing/documents.server";
import { eInvoicePanel } from "~/modules/billing/e-invoice.server";
import { loadOrRefuse } from "~/modules/http/load-or-refuse.server";
import { qrcode } from "~/modules/qr-code.server";
import { STAFF_TITLE } from "~/modules/site-content/venue";
import type { Route } from "./+types/document";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `${loaderData ? `${loaderData.doc.title} ${loaderData.doc.number}` : "Document"} — ${STAFF_TITLE}`,
  },
];

/** A QR code's modules for the page to draw (no QR library in the browser). */
function qrModules(text: string, errorCorrectionLevel: QRCode.QRCodeErrorCorrectionLevel = "M") {
  const { modules } = qrcode().create(text, { errorCorrectionLevel });
  return { size: modules.size, modules: Array.from(modules.data, (bit) => (bit ? "1" : "0")).join("") };
}

/** An issued document's printable view (every staff role, issue 15 item 6). */
export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "billing.document.view");
  return loadOrRefuse(async () => {
    const { db } = getApp(args.context).database;
    const doc = await readDocument(db, { actor: user, id: args.params.id });
    const qr = doc.upiUri ? qrModules(doc.upiUri) : null;
    // Issue 27 item 18: the e-invoice printed once recorded; the steps for accounts until then.
    const { mark, canManage, problem } = await eInvoicePanel(db, { actor: user, doc });
    const eInvoice = mark
      ? { irn: mark.irn, ackNo: mark.ackNo, ackDate: mark.ackDate, qr: qrModules(mark.signedQrCode, "L") }
      : null;
    return { doc, qr, eInvoice, eInvoiceSteps: canManage && !mark ? { problem } : null };
  });
}

export default function DocumentScreen({ loaderData }: Route.ComponentProps) {
  const { doc, qr, eInvoice, eInvoiceSteps } = loaderData;
  return (
    <div className="space-y-4">
      <div className="mx-auto flex max-w-3xl flex-wrap gap-2 print:hidden">
        <a href={`/luxebooking/documents/${doc.id}/pdf`} className={buttonClass()} download>
          Download PDF
        </a>
        <a
          href={`/luxebooking/documents/${doc.id}/pdf?copy=duplicate`}
          className={buttonClass({ variant: "outline" })}
          download
        >
          Duplicate for supplier
        </a>
        <Link
          to={`/luxebooking/reservation/${doc.reservationId}`}
          className={buttonClass({ variant: "secondary" })}
        >
          Back to Reservation
        </Link>
      </div>
      {eInvoiceSteps ? (
        <EInvoiceActions documentId={doc.id} number={doc.number} problem={eInvoiceSteps.problem} />
      ) : null}
      <DocumentView doc={doc} qr={qr} eInvoice={eInvoice} />
    </div>
  );
}
