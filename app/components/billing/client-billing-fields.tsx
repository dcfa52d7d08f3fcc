import type { FieldMetadata } from "@conform-to/react";
import { Field, SelectField, TextareaField } from "~/components/forms/field";
import { gstStates } from "~/modules/billing/gstin";

type Meta = FieldMetadata<string | undefined>;

const stateOptions = [
  { value: "", label: "Not given" },
  ...gstStates.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })),
];

/**
 * The client's billing details in the reservation form's Client Information section (issue 15
 * item 2): optional; with a GSTIN the invoice is B2B, without one it names the client's state.
 */
export function ClientBillingFields({
  fields,
}: {
  fields: { billingName: Meta; billingAddress: Meta; billingStateCode: Meta; billingGstin: Meta };
}) {
  return (
    <>
      <p className="text-sm font-semibold text-garden-900 sm:col-span-2">Billing details (optional)</p>
      <Field meta={fields.billingName} label="Billing Name" autoComplete="off" />
      <Field
        meta={fields.billingGstin}
        label="Client GSTIN"
        autoComplete="off"
        controlClassName="uppercase"
        description="With a GSTIN the tax invoice is B2B."
      />
      <TextareaField
        meta={fields.billingAddress}
        label="Billing Address"
        rows={2}
        description="Needed before a tax invoice or a credit note is issued."
        className="sm:col-span-2"
      />
      <SelectField meta={fields.billingStateCode} label="Billing State" options={stateOptions} />
    </>
  );
}
