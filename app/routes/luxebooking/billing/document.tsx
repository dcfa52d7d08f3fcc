import QRCode from "qrcode";
import { data, Link } from "react-router";
import { DocumentView } from "~/components/billing/document-view";
import { buttonClass } from "~/components/ui/button";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { readDocument } from "~/modules/billing/documents.server";
import { DomainError } from "~/modules/errors";
import type { Route } from "./+types/document";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `${loaderData ? `${loaderData.doc.title} ${loaderData.doc.number}` : "Document"} — Luxe Hall Reservations`,
  },
];

/** An issued document's printable view (every staff role, issue 15 item 6). */
export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "billing.document.view");
  try {
    const doc = await readDocument(getApp(args.context).database.db, { actor: user, id: args.params.id });
    let qr: { size: number; modules: string } | null = null;
    if (doc.upiUri) {
      const { modules } = QRCode.create(doc.upiUri, {});
      qr = { size: modules.size, modules: Array.from(modules.data, (bit) => (bit ? "1" : "0")).join("") };
    }
    return { doc, qr };
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

export default function DocumentScreen({ loaderData }: Route.ComponentProps) {
  const { doc, qr } = loaderData;
  return (
    <div className="space-y-4">
      <div className="mx-auto flex max-w-3xl flex-wrap gap-2 print:hidden">
        <a href={`/luxebooking/documents/${doc.id}/pdf`} className={buttonClass()} download>
          Download PDF
        </a>
        <Link
          to={`/luxebooking/reservation/${doc.reservationId}`}
          className={buttonClass({ variant: "secondary" })}
        >
          Back to Reservation
        </Link>
      </div>
      <DocumentView doc={doc} qr={qr} />
    </div>
  );
}
