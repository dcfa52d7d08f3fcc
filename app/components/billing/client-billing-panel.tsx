import { Field, SelectField, TextareaField } from "~/components/forms/field";
import { Panel } from "~/components/ui/panel";
import { clientBillingSchema } from "~/modules/billing/billing.schema";
import type { ClientBilling } from "~/modules/billing/client-billing.server";
import { gstinStateCode, gstStates, isValidGstin, normalizeGstin, stateName } from "~/modules/billing/gstin";
import { formatRate } from "~/modules/billing/tax";
import type { TaxLine } from "~/modules/billing/tax-lines";
import { DialogForm } from "./dialog-form";

const stateOptions = [
  { value: "", label: "Not given" },
  ...gstStates.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })),
];

/** What the next tax document will be for these details: B2B to a GSTIN, or B2C with a state. */
export function billingPreview(values: {
  name: string;
  gstin: string;
  stateCode: string;
  clientName: string;
}) {
  const gstin = normalizeGstin(values.gstin);
  const name = values.name.trim() || values.clientName;
  if (gstin && isValidGstin(gstin))
    return `B2B: tax documents to ${name}, GSTIN ${gstin} (${stateName(gstinStateCode(gstin)) ?? gstinStateCode(gstin)}).`;
  const state = values.stateCode ? stateName(values.stateCode) : null;
  return `B2C: tax documents to ${name}, unregistered${state ? `, ${state}` : ", the hall's state"}.`;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-gray-700">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </>
  );
}

/**
 * The client's billing details on the detail screen (issue 27 item 19): accounts and admin keep
 * them here, with a B2B/B2C preview of the next document, without editing the reservation.
 */
export function ClientBillingPanel({
  reservationId,
  clientName,
  client,
  taxLine,
  canEdit,
}: {
  reservationId: string;
  clientName: string;
  client: ClientBilling;
  taxLine: TaxLine | null;
  canEdit: boolean;
}) {
  return (
    <Panel id="billing-details-title" look="reservation" title="Billing details">
      <p className="mb-3 text-sm text-gray-700" data-testid="billing-preview">
        {billingPreview({
          name: client.billingName,
          gstin: client.billingGstin,
          stateCode: client.billingStateCode,
          clientName,
        })}
      </p>
      <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <Row label="Billing Name">{client.billingName || clientName}</Row>
        <Row label="GSTIN">{client.billingGstin || "Unregistered (no GSTIN)"}</Row>
        <Row label="Address">
          <span className="whitespace-pre-line">{client.billingAddress || "Not given"}</span>
        </Row>
        <Row label="State">{client.billingStateName || "The hall's state"}</Row>
        {taxLine ? (
          <Row label="Tax line">{`${taxLine.description} (SAC ${taxLine.sac}, ${formatRate(taxLine.rate)})`}</Row>
        ) : null}
      </dl>
      {canEdit ? (
        <DialogForm
          label="Edit billing details"
          title="Billing details"
          description="Printed on the next tax documents; documents already issued keep what they printed."
          action={`/luxebooking/reservation/${reservationId}/billing-details`}
          intent="billing-details"
          schema={clientBillingSchema}
          defaultValue={{
            billingName: client.billingName,
            billingGstin: client.billingGstin,
            billingAddress: client.billingAddress,
            billingStateCode: client.billingStateCode,
          }}
          formId={`billing-details-${reservationId}`}
          submit="Save billing details"
          wide
        >
          {(fields) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field meta={fields.billingName!} label="Billing Name" autoComplete="off" />
              <Field
                meta={fields.billingGstin!}
                label="Client GSTIN"
                autoComplete="off"
                controlClassName="uppercase"
              />
              <TextareaField
                meta={fields.billingAddress!}
                label="Billing Address"
                rows={2}
                className="sm:col-span-2"
              />
              <SelectField meta={fields.billingStateCode!} label="Billing State" options={stateOptions} />
              <p
                className="rounded-md bg-brand-50 p-3 text-sm sm:col-span-2"
                role="status"
                data-testid="billing-preview-live"
              >
                {billingPreview({
                  name: fields.billingName!.value ?? "",
                  gstin: fields.billingGstin!.value ?? "",
                  stateCode: fields.billingStateCode!.value ?? "",
                  clientName,
                })}
              </p>
            </div>
          )}
        </DialogForm>
      ) : null}
    </Panel>
  );
}
