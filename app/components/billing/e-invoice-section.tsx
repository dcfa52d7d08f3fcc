import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "react-router";
import { FormErrors } from "~/components/forms/error-list";
import { Field, TextareaField } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button, buttonClass } from "~/components/ui/button";
import { Message } from "~/components/ui/message";
import { useResultToast } from "~/components/ui/toast";
import { irpAnswerSchema } from "~/modules/billing/filing.schema";

/** A QR code's modules as the server computed them: size × size, '1' for dark. */
export interface QrModules {
  size: number;
  modules: string;
}

export interface EInvoicePrint {
  irn: string;
  ackNo: string;
  ackDate: string;
  qr: QrModules;
}

function SignedQr({ qr }: { qr: QrModules }) {
  let d = "";
  for (let i = 0; i < qr.modules.length; i++) {
    if (qr.modules[i] === "1") d += `M${(i % qr.size) + 1} ${Math.floor(i / qr.size) + 1}h1v1h-1z`;
  }
  return (
    <svg
      viewBox={`0 0 ${qr.size + 2} ${qr.size + 2}`}
      className="size-40 shrink-0"
      role="img"
      aria-label="Signed QR code of the e-invoice"
    >
      <rect width={qr.size + 2} height={qr.size + 2} fill="white" />
      <path d={d} fill="black" />
    </svg>
  );
}

/**
 * What a document prints of its e-invoice once the IRP's answer is recorded (issue 27 item 18):
 * IRN, Ack No, Ack Date and the IRP's signed QR code, as on its PDF.
 */
export function EInvoiceSection({ eInvoice }: { eInvoice: EInvoicePrint }) {
  return (
    <section
      aria-labelledby="e-invoice-title"
      className="flex flex-col gap-4 border-t border-gray-300 pt-4 sm:flex-row sm:justify-between"
    >
      <div className="min-w-0">
        <h2 id="e-invoice-title" className="font-semibold">
          e-Invoice
        </h2>
        <dl className="mt-1 space-y-1">
          <div>
            <dt className="font-semibold text-gray-700">IRN</dt>
            <dd className="font-mono text-xs break-all">{eInvoice.irn}</dd>
          </div>
          <div>
            <dt className="font-semibold text-gray-700">Ack No</dt>
            <dd className="tabular-nums">{eInvoice.ackNo}</dd>
          </div>
          <div>
            <dt className="font-semibold text-gray-700">Ack Date</dt>
            <dd className="tabular-nums">{eInvoice.ackDate}</dd>
          </div>
        </dl>
      </div>
      <SignedQr qr={eInvoice.qr} />
    </section>
  );
}

type Reply =
  | { submission: SubmissionResult<string[]> }
  | { ok: true; message: string; submission: SubmissionResult<string[]> };

/** The accounts user's e-invoice steps on a document's screen: download the JSON, record the IRP's answer. */
export function EInvoiceActions({
  documentId,
  number,
  problem,
}: {
  documentId: string;
  number: string;
  problem: string | null;
}) {
  const fetcher = useFetcher<Reply>({ key: `e-invoice-${documentId}` });
  const reply = fetcher.data;
  useResultToast(reply && "ok" in reply ? reply : undefined);
  const [form, fields] = useStaffForm(irpAnswerSchema, {
    id: "irp-answer",
    lastResult: reply?.submission,
    shouldValidate: "onSubmit",
  });
  return (
    <section
      aria-labelledby="e-invoice-steps"
      className="mx-auto max-w-3xl space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6 print:hidden"
    >
      <h2 id="e-invoice-steps" className="text-lg font-semibold text-garden-900">
        E-invoice
      </h2>
      <Message tone="warning">
        {number} needs its IRN before it is sent to the client (CGST rule 48(4)): download its e-invoice JSON,
        upload it to the IRP, then record the IRP's answer here.
      </Message>
      {problem ? (
        <Message tone="error">{problem}</Message>
      ) : (
        <a href={`/luxebooking/documents/${documentId}/e-invoice`} className={buttonClass()} download>
          Download e-invoice JSON
        </a>
      )}
      <fetcher.Form
        method="post"
        action={`/luxebooking/documents/${documentId}/e-invoice`}
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="grid gap-4"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextareaField
          meta={fields.answer}
          label="The IRP's answer (JSON)"
          rows={5}
          controlClassName="font-mono text-xs"
          description="Paste the JSON the IRP returned (Irn, AckNo, AckDt, SignedQRCode), or choose its file below."
        />
        <Field meta={fields.file} label="Or the answer's file" type="file" accept=".json,application/json" />
        <div className="flex justify-end">
          <Button type="submit" busy={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Recording..." : "Record IRN"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
