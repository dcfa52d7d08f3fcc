import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { FormErrors } from "~/components/forms/error-list";
import { Field, SelectField, TextareaField } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Dialog } from "~/components/ui/dialog";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { useResultToast } from "~/components/ui/toast";
import {
  paymentModeLabels,
  paymentModes,
  paymentSchema,
  refundSchema,
  tdsCertificateSchema,
  tdsSchema,
  tdsSectionLabels,
  tdsSections,
} from "~/modules/billing/billing.schema";
import { CheckboxField } from "~/components/forms/field";
import { DialogForm } from "./dialog-form";
import type { LedgerEntry } from "~/modules/billing/ledger.server";
import type { Balance } from "~/modules/balance/balance";
import { formatINR } from "~/modules/money";
import { formatDateTime, formatPlainDate, todayIST } from "~/modules/time";
import type { z } from "zod";

type Reply =
  | { submission: SubmissionResult<string[]> }
  | { ok: true; message: string; submission: SubmissionResult<string[]> };

const modeOptions = paymentModes.map((m) => ({ value: m, label: paymentModeLabels[m] }));

function Row({ label, children, strong }: { label: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <>
      <dt className={strong ? "font-semibold" : "text-gray-700"}>{label}</dt>
      <dd className={`text-right ${strong ? "font-semibold" : "font-medium"}`}>{children}</dd>
    </>
  );
}

function useLedgerFetcher(kind: "payment" | "refund", reservationId: string, onDone: () => void) {
  const fetcher = useFetcher<Reply>({ key: `ledger-${kind}-${reservationId}` });
  const reply = fetcher.data;
  useResultToast(reply && "ok" in reply ? reply : undefined, { onSuccess: onDone });
  return { fetcher, lastResult: reply?.submission, busy: fetcher.state !== "idle" };
}

const ledgerAction = (reservationId: string) => `/luxebooking/reservation/${reservationId}/payments`;

/** What differs between the two ledger forms; everything else is one form. */
const entryForms = {
  payment: {
    schema: paymentSchema,
    reference: "UTR, cheque or card slip number",
    text: { name: "note", label: "Note" },
    submit: "Record payment",
  },
  refund: {
    schema: refundSchema,
    reference: undefined,
    text: { name: "reason", label: "Reason for the refund" },
    submit: "Record refund",
  },
} as const;

function LedgerEntryForm({
  kind,
  reservationId,
  onDone,
}: {
  kind: keyof typeof entryForms;
  reservationId: string;
  onDone: () => void;
}) {
  const spec = entryForms[kind];
  const { fetcher, lastResult, busy } = useLedgerFetcher(kind, reservationId, onDone);
  const [form, fields] = useStaffForm<z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
    spec.schema,
    {
      id: `${kind}-form`,
      lastResult,
      defaultValue: { paidOn: todayIST() },
    },
  );
  return (
    <fetcher.Form
      method="post"
      action={ledgerAction(reservationId)}
      {...getFormProps(form)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value={kind} />
      <FormErrors id={form.errorId} errors={form.errors} className="sm:col-span-2" />
      <Field meta={fields.amount!} label="Amount (₹)" inputMode="decimal" autoComplete="off" />
      <Field meta={fields.paidOn!} label="Date" type="date" max={todayIST()} />
      <SelectField meta={fields.mode!} label="Mode" options={modeOptions} placeholder="Choose a mode" />
      <Field meta={fields.reference!} label="Reference" autoComplete="off" description={spec.reference} />
      <TextareaField
        meta={fields[spec.text.name]!}
        label={spec.text.label}
        rows={2}
        className="sm:col-span-2"
      />
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" busy={busy}>
          {spec.submit}
        </Button>
      </div>
    </fetcher.Form>
  );
}

const entryLabels: Record<LedgerEntry["kind"], string> = { payment: "Payment", refund: "Refund", tds: "TDS" };

const ledgerColumns = (reservationId: string, canRecord: boolean): Column<LedgerEntry>[] => [
  { label: "Date", className: "whitespace-nowrap", cell: (e) => formatPlainDate(e.paidOn) },
  {
    label: "Entry",
    cell: (e) => (
      <>
        {entryLabels[e.kind]}
        {e.kind === "tds" ? (
          <span className="block text-gray-700">
            Section {e.tdsSection ?? "—"} ·{" "}
            {e.certificateReceivedOn
              ? `certificate received ${formatPlainDate(e.certificateReceivedOn)}`
              : "certificate outstanding"}
          </span>
        ) : null}
        {e.kind === "tds" && !e.certificateReceivedOn && canRecord ? (
          <span className="mt-1 block">
            <DialogForm
              label="Certificate received"
              title="TDS certificate received"
              description={`Form 16A for the TDS of ${formatINR(e.amount)} deducted on ${formatPlainDate(e.paidOn)}.`}
              action={`/luxebooking/reservation/${reservationId}/payments`}
              intent="certificate"
              hidden={{ paymentId: e.id }}
              schema={tdsCertificateSchema}
              defaultValue={{ receivedOn: todayIST() }}
              formId={`certificate-${e.id}`}
              submit="Record certificate"
            >
              {(fields) => (
                <>
                  <Field meta={fields.receivedOn!} label="Received on" type="date" max={todayIST()} />
                  <Field meta={fields.reference!} label="Certificate number" autoComplete="off" />
                </>
              )}
            </DialogForm>
          </span>
        ) : null}
        {e.reference ? <span className="block text-gray-700">Ref. {e.reference}</span> : null}
        {e.kind === "refund" && e.reason ? (
          <span className="block text-gray-700">Reason: {e.reason}</span>
        ) : null}
        {e.note ? <span className="block text-gray-700">{e.note}</span> : null}
      </>
    ),
  },
  {
    label: "Mode",
    cell: (e) => (e.kind === "tds" ? "—" : e.mode ? paymentModeLabels[e.mode] : "Not recorded"),
  },
  {
    label: "Amount",
    numeric: true,
    cell: (e) => `${e.kind === "refund" ? "−" : ""}${formatINR(e.amount)}`,
  },
  {
    label: "Recorded",
    flush: true,
    className: "text-gray-700",
    cell: (e) => (
      <>
        {e.createdByEmail ?? "—"}
        <span className="block">{formatDateTime(e.createdAt)}</span>
      </>
    ),
  },
];

/**
 * The detail screen's 'Payments' section (issue 15 item 3): the ledger, advance received and the
 * dues derived from it, and for admin and accounts the forms that add a payment or a refund.
 */
export function PaymentsSection({
  reservationId,
  ledger,
  balance,
  withAlcohol,
  canRecord,
}: {
  reservationId: string;
  ledger: LedgerEntry[];
  /** The one balance: the same figures as every other screen, export and document. */
  balance: Balance;
  withAlcohol: boolean;
  canRecord: boolean;
}) {
  const [open, setOpen] = useState<"payment" | "refund" | null>(null);
  return (
    <section
      id="payments"
      aria-labelledby="payments-title"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="payments-title" className="text-lg font-semibold">
          Payments
        </h2>
        {canRecord ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setOpen("payment")}>
              Record a payment
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setOpen("refund")}>
              Record a refund
            </Button>
            <DialogForm
              label="Record TDS"
              title="Record TDS"
              description="Tax the client deducted at source and paid to the government on the hall's account: it counts towards settlement. Record the certificate (Form 16A) when it arrives."
              action={ledgerAction(reservationId)}
              intent="tds"
              schema={tdsSchema}
              defaultValue={{ paidOn: todayIST(), section: "194C" }}
              formId={`tds-${reservationId}`}
              submit="Record TDS"
              wide
            >
              {(fields) => (
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field
                    meta={fields.amount!}
                    label="TDS amount (₹)"
                    inputMode="decimal"
                    autoComplete="off"
                  />
                  <Field meta={fields.paidOn!} label="Deducted on" type="date" max={todayIST()} />
                  <SelectField
                    meta={fields.section!}
                    label="Section"
                    options={tdsSections.map((s) => ({ value: s, label: tdsSectionLabels[s] }))}
                  />
                  <Field meta={fields.reference!} label="Reference" autoComplete="off" />
                  <CheckboxField
                    meta={fields.certificateReceived!}
                    label="Certificate (Form 16A) received"
                    className="sm:col-span-2"
                  />
                </div>
              )}
            </DialogForm>
          </div>
        ) : null}
      </div>
      <dl className="mb-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2" data-testid="payment-dues">
        <Row label={balance.invoiced ? "Invoiced (net of credit and debit notes)" : "Total (including GST)"}>
          {formatINR(balance.event)}
        </Row>
        <Row label="Advance Received">{formatINR(balance.received)}</Row>
        {balance.tds > 0 ? <Row label="TDS deducted by the client">{formatINR(balance.tds)}</Row> : null}
        <Row label="Remaining Amount Due" strong>
          {formatINR(balance.remainingDue)}
        </Row>
        {withAlcohol || balance.alcohol > 0 ? (
          <>
            <Row label="Total Alcohol Amount">{formatINR(balance.alcohol)}</Row>
            <Row label="Alcohol Due" strong>
              {formatINR(balance.alcoholDue)}
            </Row>
          </>
        ) : null}
        {balance.refundDue > 0 ? (
          <Row label="Refund due to the client" strong>
            {formatINR(balance.refundDue)}
          </Row>
        ) : null}
      </dl>
      <p className="mb-3 text-sm">
        <a href={`/luxebooking/reservation/${reservationId}/statement`} className="font-semibold underline">
          Statement of account
        </a>
      </p>
      {/* Reachable by keyboard when it scrolls sideways on a phone (axe: scrollable-region-focusable). */}
      <ScrollRegion label="Ledger entries">
        <DataTable
          caption="Payments and refunds"
          columns={ledgerColumns(reservationId, canRecord)}
          rows={ledger}
          rowKey={(e) => e.id}
          empty={<p className="text-gray-700">No payments recorded.</p>}
          rowClassName="align-top"
          testId="ledger"
        />
      </ScrollRegion>
      {canRecord ? (
        <Dialog
          open={open !== null}
          onOpenChange={(o) => !o && setOpen(null)}
          title={open === "refund" ? "Record a refund" : "Record a payment"}
          description={
            open === "refund"
              ? "Payments are never edited or deleted: a refund is its own entry, with its reason."
              : undefined
          }
          wide
        >
          {open === "payment" ? (
            <LedgerEntryForm kind="payment" reservationId={reservationId} onDone={() => setOpen(null)} />
          ) : null}
          {open === "refund" ? (
            <LedgerEntryForm kind="refund" reservationId={reservationId} onDone={() => setOpen(null)} />
          ) : null}
        </Dialog>
      ) : null}
    </section>
  );
}
