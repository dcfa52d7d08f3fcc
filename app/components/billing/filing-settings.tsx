import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "react-router";
import { FormErrors } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-dialog";
import { Message } from "~/components/ui/message";
import { Switch } from "~/components/ui/switch";
import { useResultToast } from "~/components/ui/toast";
import { filingMessages as m } from "~/modules/billing/filing-messages";
import { certificateSchema } from "~/modules/billing/filing.schema";
import { formatPlainDate, todayIST } from "~/modules/time";

const ACTION = "/luxebooking/admin/billing-settings/filing";

type Toast = { ok: true; message: string } | { ok: false; error: string };
type FormReply =
  | { submission: SubmissionResult<string[]> }
  | { ok: true; message: string; submission: SubmissionResult<string[]> };

export interface FilingSettingsView {
  eInvoicing: boolean;
  certificate: {
    subject: string;
    issuer: string;
    notAfter: string;
    fingerprint: string;
    uploadedByEmail: string | null;
    uploadedAt: string;
    readable: boolean;
  } | null;
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-label={title}
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6"
    >
      <h2 className="text-lg font-semibold text-garden-900">{title}</h2>
      {children}
    </section>
  );
}

/** The e-invoicing switch (issue 27 item 18): off by default. */
function EInvoicing({ enabled }: { enabled: boolean }) {
  const fetcher = useFetcher<Toast>({ key: "e-invoicing" });
  useResultToast(fetcher.data);
  const pending = fetcher.formData ? fetcher.formData.get("enabled") === "on" : enabled;
  return (
    <Card title="E-invoicing">
      <fetcher.Form method="post" action={ACTION}>
        <input type="hidden" name="intent" value="e-invoicing" />
        <input type="hidden" name="enabled" value={pending ? "off" : "on"} />
        <Switch type="submit" checked={pending} aria-describedby="e-invoicing-help" className="text-left">
          <span className="flex-1 font-medium">{m.eInvoicingLabel}</span>
        </Switch>
      </fetcher.Form>
      <p id="e-invoicing-help" className="text-sm text-gray-700">
        Turn on once the business's aggregate turnover in any financial year since 2017-18 exceeded ₹5 crore
        (CGST rule 48(4); notification 13/2020-Central Tax as amended by 10/2023-Central Tax, from 1 August
        2023). Tax invoices, credit notes and debit notes to a registered client then have an e-invoice JSON
        to upload to the IRP, and are sent to the client only after the IRP's answer (IRN) is recorded.
      </p>
    </Card>
  );
}

/** The signing certificate (issue 27 item 23): what is stored, upload, remove. Admin only. */
function SigningCertificate({ certificate }: { certificate: FilingSettingsView["certificate"] }) {
  const fetcher = useFetcher<FormReply>({ key: "signing-certificate" });
  const reply = fetcher.data;
  useResultToast(reply && "ok" in reply ? reply : undefined);
  const remove = useFetcher<Toast>({ key: "remove-certificate" });
  useResultToast(remove.data);
  const [form, fields] = useStaffForm(certificateSchema, {
    id: "signing-certificate",
    lastResult: reply?.submission,
    shouldValidate: "onSubmit",
  });
  return (
    <Card title="Digital signature of PDFs">
      {certificate ? (
        <>
          {certificate.readable ? null : <Message tone="warning">{m.certificateUnreadable}</Message>}
          <dl
            className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]"
            data-testid="signing-certificate"
          >
            <dt className="font-semibold">Signed by</dt>
            <dd className="break-words">{certificate.subject}</dd>
            <dt className="font-semibold">Issued by</dt>
            <dd className="break-words">{certificate.issuer}</dd>
            <dt className="font-semibold">Valid until</dt>
            <dd>{formatPlainDate(todayIST(new Date(certificate.notAfter)))}</dd>
            <dt className="font-semibold">SHA-256</dt>
            <dd className="font-mono text-xs break-all">{certificate.fingerprint}</dd>
            <dt className="font-semibold">Uploaded</dt>
            <dd>
              {formatPlainDate(todayIST(new Date(certificate.uploadedAt)))}
              {certificate.uploadedByEmail ? ` by ${certificate.uploadedByEmail}` : ""}
            </dd>
          </dl>
          <ConfirmAction
            fetcher={remove}
            action={ACTION}
            message="Remove the signing certificate? PDFs will no longer be digitally signed."
            fields={{ intent: "remove-certificate" }}
            tone="danger"
          >
            Remove certificate
          </ConfirmAction>
        </>
      ) : (
        <p className="text-sm text-gray-800">{m.certificateNone}</p>
      )}
      <fetcher.Form
        method="post"
        action={ACTION}
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="certificate" />
        <FormErrors id={form.errorId} errors={form.errors} className="sm:col-span-2" />
        <Field
          meta={fields.file}
          label={certificate ? "Replace with certificate (.p12 or .pfx)" : "Certificate (.p12 or .pfx)"}
          type="file"
          accept=".p12,.pfx,application/x-pkcs12"
          description="PKCS#12 file with the private key. Stored encrypted; never shown again."
        />
        <Field
          meta={fields.password}
          label="Certificate password"
          type="password"
          autoComplete="new-password"
          description="Kept encrypted with the file; never shown again."
        />
        <div className="sm:col-span-2 flex justify-end">
          <Button type="submit" busy={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Uploading..." : "Upload certificate"}
          </Button>
        </div>
      </fetcher.Form>
      <p className="text-sm text-gray-700">
        Every PDF (the original for the recipient and the duplicate for the supplier) is then signed with this
        certificate; anyone can check the signature in a PDF reader.
      </p>
    </Card>
  );
}

/** Billing Settings' filing part (issue 27 items 18 and 23), below the business's particulars. */
export function FilingSettings({ filing }: { filing: FilingSettingsView }) {
  return (
    <div className="mt-6 space-y-6">
      <EInvoicing enabled={filing.eInvoicing} />
      <SigningCertificate certificate={filing.certificate} />
    </div>
  );
}
