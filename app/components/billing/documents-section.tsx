import { useFetcher } from "react-router";
import { Field, SelectField, TextareaField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { useResultToast } from "~/components/ui/toast";
import { cancellationSchema, noteSchema } from "~/modules/billing/billing.schema";
import { type DocumentSeries, seriesTitles } from "~/modules/billing/document-snapshot";
import type { LedgerEntry } from "~/modules/billing/ledger.server";
import { billingMessages } from "~/modules/billing/messages";
import type { DocumentActions } from "~/modules/billing/reservation-billing.server";
import { formatINR, formatRupeesInput } from "~/modules/money";
import { formatPlainDate } from "~/modules/time";
import { DialogForm } from "./dialog-form";
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
  state: string | null;
  /** Issue 27 item 18: set for an e-invoice (a B2B invoice, credit or debit note). */
  eInvoice?: EInvoiceRowState | null;
}

const statusLabels: Record<DocumentRow["status"], string> = {
  "not sent": "Not sent",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed to send",
};

const stateLabels: Record<string, string> = {
  superseded: "Superseded",
  declined: "Declined",
  credited: "Fully credited",
};

/** The reasons a credit note names (issue 27 item 11); the same list as the use case's defaults. */
const creditReasons = [
  "Discount",
  "Deficiency in service",
  "Correction of the value or rate",
  "Cancellation of the event",
  "Reduction in the amount charged",
].map((r) => ({ value: r, label: r }));
const debitReasons = [
  "Increase in the number of guests",
  "Increase in the price",
  "Additional services",
  "Correction of the value or rate",
].map((r) => ({ value: r, label: r }));

/**
 * One post to the documents route. A button its own action removes (the invoice once issued, a
 * receipt voucher's, a quotation's marks) stays mounted but `hidden`, so its result's toast shows
 * whatever order the result and the reload after it are rendered in.
 */
function IssueButton({
  fields,
  children,
  tone = "primary",
  hidden = false,
}: {
  fields: Record<string, string>;
  children: React.ReactNode;
  tone?: "primary" | "secondary" | "ghost";
  hidden?: boolean;
}) {
  const fetcher = useFetcher<Result>({ key: `issue-${Object.values(fields).join("-")}` });
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={`/luxebooking/reservation/${fields.reservationId}/documents`}
      hidden={hidden}
    >
      {Object.entries(fields).map(([name, value]) =>
        name === "reservationId" ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <Button type="submit" size="sm" variant={tone} busy={busy}>
        {children}
      </Button>
    </fetcher.Form>
  );
}

/** A note by amount: its taxable value (what is left at most, for a credit note), reason and details. */
function NoteFields({
  fields,
  reasons,
  max,
}: {
  fields: Record<string, Parameters<typeof Field>[0]["meta"]>;
  reasons: { value: string; label: string }[];
  max?: string;
}) {
  return (
    <>
      <Field
        meta={fields.taxable!}
        label="Taxable value (₹, before GST)"
        inputMode="decimal"
        autoComplete="off"
        description={
          max
            ? `At most ${max}: what is left of the invoice. GST at the invoice's rate is added.`
            : "GST at the invoice's rate is added."
        }
      />
      <SelectField meta={fields.reason!} label="Reason" options={reasons} placeholder="Choose a reason" />
      <TextareaField meta={fields.details!} label="Details (optional)" rows={2} />
    </>
  );
}

/**
 * The detail screen's documents (issue 15 item 4, issue 27): each issued document with its number,
 * date, amount, status and Download, and the actions each role may use, each shown only when it
 * can be done.
 */
export function DocumentsSection({
  reservationId,
  eventDate,
  documents,
  ledger,
  isFOC,
  actions,
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
  actions: DocumentActions;
  settingsComplete: boolean;
  canIssueDocuments: boolean;
  canIssueQuotations: boolean;
  /** E-mail is configured: documents can be sent to the client. */
  mailEnabled: boolean;
}) {
  const action = `/luxebooking/reservation/${reservationId}/documents`;
  const mayIssue = canIssueDocuments || canIssueQuotations;
  const hasOpenInvoice =
    actions.credit !== null ||
    actions.debit !== null ||
    documents.some((d) => d.series === "invoice" && d.state === null);
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
      {canIssueDocuments && settingsComplete && actions.invoice === "confirm" ? (
        <p className="mb-3 text-sm text-gray-700">{billingMessages.confirmBeforeInvoice}</p>
      ) : null}
      {mayIssue && settingsComplete ? (
        <div className="mb-4 flex flex-wrap gap-2">
          {canIssueQuotations && !hasOpenInvoice ? (
            <QuotationDialog reservationId={reservationId} eventDate={eventDate} />
          ) : null}
          {canIssueDocuments ? (
            <IssueButton fields={{ reservationId, intent: "invoice" }} hidden={actions.invoice !== "issue"}>
              Issue tax invoice
            </IssueButton>
          ) : null}
          {canIssueDocuments ? (
            <DialogForm
              offered={actions.cancellation}
              label="Invoice cancellation charges"
              title="Invoice cancellation charges"
              description="The amount the hall keeps, before GST: a tax invoice at the tax line's rate. The rest of an advance is then refunded with a refund voucher."
              action={action}
              intent="cancellation"
              schema={cancellationSchema}
              formId={`cancellation-${reservationId}`}
              submit="Issue invoice"
            >
              {(fields) => (
                <>
                  <Field
                    meta={fields.taxable!}
                    label="Cancellation charges (₹, before GST)"
                    inputMode="decimal"
                    autoComplete="off"
                  />
                  <Field meta={fields.reason!} label="Reason" autoComplete="off" />
                </>
              )}
            </DialogForm>
          ) : null}
          {canIssueDocuments ? (
            <DialogForm
              offered={actions.credit !== null}
              label="Issue credit note"
              title="Issue credit note"
              description={
                actions.credit
                  ? `Against ${actions.credit.invoice}, to its recipient, at its rate. Allowed until ${formatPlainDate(actions.credit.until)} (CGST Act, section 34(2)).`
                  : undefined
              }
              action={action}
              intent="credit-amount"
              schema={noteSchema}
              defaultValue={{
                taxable: actions.credit?.suggested ? formatRupeesInput(actions.credit.suggested) : "",
                reason:
                  actions.credit &&
                  actions.credit.suggested === actions.credit.left &&
                  actions.invoice === null
                    ? "Cancellation of the event"
                    : "",
              }}
              formId={`credit-${reservationId}`}
              submit="Issue credit note"
            >
              {(fields) => (
                <NoteFields fields={fields} reasons={creditReasons} max={formatINR(actions.credit!.left)} />
              )}
            </DialogForm>
          ) : null}
          {canIssueDocuments ? (
            <DialogForm
              offered={actions.debit !== null}
              label="Issue debit note"
              title="Issue debit note"
              description={
                actions.debit
                  ? `Against ${actions.debit.invoice} for a rise after it (CGST Act, section 34(3)), at its rate.`
                  : undefined
              }
              action={action}
              intent="debit-amount"
              schema={noteSchema}
              defaultValue={{
                taxable: actions.debit?.suggested ? formatRupeesInput(actions.debit.suggested) : "",
                reason: actions.debit?.suggested ? "Increase in the number of guests" : "",
              }}
              formId={`debit-${reservationId}`}
              submit="Issue debit note"
            >
              {(fields) => <NoteFields fields={fields} reasons={debitReasons} />}
            </DialogForm>
          ) : null}
          {canIssueDocuments ? (
            <IssueButton
              fields={{ reservationId, intent: "liquor-bill" }}
              tone="secondary"
              hidden={!actions.liquorBill}
            >
              Issue liquor bill
            </IssueButton>
          ) : null}
          {canIssueDocuments
            ? ledger
                .filter((e) => e.kind === "payment")
                .map((p) => (
                  <IssueButton
                    key={p.id}
                    fields={{ reservationId, intent: "receipt", paymentId: p.id }}
                    tone="secondary"
                    hidden={!actions.receiptsPending.includes(p.id)}
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
          {
            label: "Status",
            cell: (d) => (
              <>
                {`${statusLabels[d.status]}${irnNote(d.eInvoice)}`}
                {d.state ? (
                  <span className="block text-gray-700">{stateLabels[d.state] ?? d.state}</span>
                ) : null}
              </>
            ),
          },
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
                {canIssueQuotations && d.series === "quotation" ? (
                  <span className={d.state === null ? "mt-1 flex gap-2" : "hidden"}>
                    <IssueButton
                      fields={{
                        reservationId,
                        intent: "mark-quotation",
                        documentId: d.id,
                        state: "superseded",
                      }}
                      tone="ghost"
                    >
                      Mark superseded<span className="sr-only"> {d.number}</span>
                    </IssueButton>
                    <IssueButton
                      fields={{
                        reservationId,
                        intent: "mark-quotation",
                        documentId: d.id,
                        state: "declined",
                      }}
                      tone="ghost"
                    >
                      Mark declined<span className="sr-only"> {d.number}</span>
                    </IssueButton>
                  </span>
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
