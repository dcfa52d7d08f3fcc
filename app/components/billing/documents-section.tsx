import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useResultToast } from "~/components/ui/toast";
import { type DocumentSeries, seriesTitles } from "~/modules/billing/document-snapshot";
import type { LedgerEntry } from "~/modules/billing/ledger.server";
import { billingMessages } from "~/modules/billing/messages";
import { formatINR } from "~/modules/money";
import { formatPlainDate } from "~/modules/time";
import { DataTable } from "~/components/ui/data-table";
import { QuotationDialog } from "./quotation-dialog";
import { type EInvoiceRowState, irnNote, needsIrn, SendNeedsIrn } from "./e-invoice-send";

type Result = { ok: true; message: string; id: string } | { ok: false; error: string };

export interface DocumentRow {
  id: string;
  series: DocumentSeries;
  number: string;
  issuedOn: string;
  amount: number;
  status: "not sent" | "sending" | "sent" | "failed";
  paymentId: string | null;
  /** Issue 27 item 18: set for an e-invoice (a B2B invoice, credit or debit note). */
  eInvoice?: EInvoiceRowState | null;
}

const statusLabels: Record<DocumentRow["status"], string> = {
  "not sent": "Not sent",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed to send",
};

function IssueButton({
  fields,
  children,
  tone = "primary",
}: {
  fields: Record<string, string>;
  children: React.ReactNode;
  tone?: "primary" | "secondary";
}) {
  const fetcher = useFetcher<Result>({ key: `issue-${Object.values(fields).join("-")}` });
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={`/luxebooking/reservation/${fields.reservationId}/documents`}>
      {Object.entries(fields).map(([name, value]) =>
        name === "reservationId" ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <Button type="submit" size="sm" variant={tone} busy={busy}>
        {children}
      </Button>
    </fetcher.Form>
  );
}

/**
 * The detail screen's documents (issue 15 item 4): each issued document with its number, date,
 * amount, status and Download, and the issue buttons each role may use.
 */
export function DocumentsSection({
  reservationId,
  eventDate,
  documents,
  ledger,
  isFOC,
  cancelled,
  settingsComplete,
  canIssueDocuments,
  canIssueQuotations,
  mailEnabled,
}: {
  reservationId: string;
  /** Bounds a quotation's validity date. */
  eventDate: string;
  documents: DocumentRow[];
  ledger: LedgerEntry[];
  isFOC: boolean;
  cancelled: boolean;
  settingsComplete: boolean;
  canIssueDocuments: boolean;
  canIssueQuotations: boolean;
  /** E-mail is configured: documents can be sent to the client. */
  mailEnabled: boolean;
}) {
  const invoice = documents.find((d) => d.series === "invoice");
  const receipted = new Set(documents.filter((d) => d.series === "receipt").map((d) => d.paymentId));
  const awaitingReceipt = invoice ? [] : ledger.filter((e) => e.kind === "payment" && !receipted.has(e.id));
  const mayIssue = canIssueDocuments || canIssueQuotations;
  return (
    <section
      id="documents"
      aria-labelledby="documents-title"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6"
    >
      <h2 id="documents-title" className="mb-3 text-lg font-semibold">
        Documents
      </h2>
      {isFOC ? <p className="mb-3 font-medium text-garden-800">{billingMessages.ncNoInvoice}</p> : null}
      {mayIssue && !settingsComplete ? (
        <p className="mb-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">
          {billingMessages.settingsIncomplete}
        </p>
      ) : null}
      {mayIssue && settingsComplete ? (
        <div className="mb-4 flex flex-wrap gap-2">
          {canIssueQuotations && !invoice ? (
            <QuotationDialog reservationId={reservationId} eventDate={eventDate} />
          ) : null}
          {canIssueDocuments && !invoice && !isFOC && !cancelled ? (
            <IssueButton fields={{ reservationId, intent: "invoice" }}>Issue tax invoice</IssueButton>
          ) : null}
          {canIssueDocuments && invoice ? (
            <IssueButton fields={{ reservationId, intent: "credit-note" }} tone="secondary">
              Issue credit note
            </IssueButton>
          ) : null}
          {canIssueDocuments
            ? awaitingReceipt.map((p) => (
                <IssueButton
                  key={p.id}
                  fields={{ reservationId, intent: "receipt", paymentId: p.id }}
                  tone="secondary"
                >
                  Issue receipt voucher for {formatINR(p.amount)} ({formatPlainDate(p.paidOn)})
                </IssueButton>
              ))
            : null}
        </div>
      ) : null}
      <DataTable
        caption="Issued documents"
        columns={[
          {
            label: "Document",
            cell: (d) => (
              <>
                {seriesTitles[d.series]} <span className="font-semibold whitespace-nowrap">{d.number}</span>
              </>
            ),
          },
          { label: "Date", className: "whitespace-nowrap", cell: (d) => formatPlainDate(d.issuedOn) },
          { label: "Amount", numeric: true, cell: (d) => formatINR(d.amount) },
          { label: "Status", cell: (d) => `${statusLabels[d.status]}${irnNote(d.eInvoice)}` },
          {
            label: "Actions",
            hideLabel: true,
            flush: true,
            className: "whitespace-nowrap",
            cell: (d) => (
              <>
                <a href={`/luxebooking/documents/${d.id}`} className="mr-3 font-semibold underline">
                  View<span className="sr-only"> {d.number}</span>
                </a>
                <a href={`/luxebooking/documents/${d.id}/pdf`} className="font-semibold underline" download>
                  Download<span className="sr-only"> {d.number}</span>
                </a>
                {mailEnabled &&
                (d.series === "quotation" ? canIssueQuotations : canIssueDocuments) &&
                d.status !== "sending" ? (
                  needsIrn(d.eInvoice) ? (
                    <SendNeedsIrn documentId={d.id} number={d.number} />
                  ) : (
                    <span className="ml-3 inline-block align-middle">
                      <IssueButton
                        fields={{ reservationId, intent: "send", documentId: d.id }}
                        tone="secondary"
                      >
                        Send to client<span className="sr-only"> {d.number}</span>
                      </IssueButton>
                    </span>
                  )
                ) : null}
              </>
            ),
          },
        ]}
        rows={documents}
        rowKey={(d) => d.id}
        empty={<p className="text-gray-700">No documents issued.</p>}
        scroll
        testId="documents"
      />
    </section>
  );
}
