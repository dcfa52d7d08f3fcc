import type { FieldMetadata } from "@conform-to/react";
import { SelectField } from "~/components/forms/field";
import { formatRate } from "~/modules/billing/tax";
import type { TaxLine } from "~/modules/billing/tax-lines";

type Meta = FieldMetadata<string | undefined>;

/**
 * The tax line the package is billed under, next to GST on the reservation form (issue 27 item 1).
 * The form still takes any GST the spec allows; tax documents need a percentage equal to this
 * line's rate, so the field says so when they differ.
 */
export function TaxLineField({
  meta,
  lines,
  gst,
}: {
  meta: Meta;
  lines: TaxLine[];
  /** The GST as typed: type and value. */
  gst: { type: unknown; value: unknown };
}) {
  if (lines.length === 0) return null;
  const chosen = lines.find((l) => l.id === meta.value) ?? lines.find((l) => l.isDefault) ?? lines[0]!;
  const typed = typeof gst.value === "string" && gst.value !== "" ? Number(gst.value) * 100 : Number.NaN;
  const matches = gst.type !== "amount" && Math.round(typed) === chosen.rate;
  return (
    <SelectField
      meta={meta}
      label="Tax line"
      options={lines.map((l) => ({
        value: l.id,
        label: `${l.description} (SAC ${l.sac}, ${formatRate(l.rate)})`,
      }))}
      className="sm:col-span-2"
      description={
        matches
          ? `Tax documents charge ${formatRate(chosen.rate)} for this line.`
          : `Tax documents need GST at ${formatRate(chosen.rate)} for this line (a percentage).`
      }
    />
  );
}
