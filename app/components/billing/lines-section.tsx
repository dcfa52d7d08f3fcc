import { useFetcher } from "react-router";
import { Field, SelectField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { useResultToast } from "~/components/ui/toast";
import { signedAmount } from "~/modules/billing/document-face";
import { lineKindLabels, lineKinds, lineSchema, packageSchema, taxPerRate } from "~/modules/billing/itemised";
import type { LinePackage, ReservationLines } from "~/modules/billing/lines.server";
import { formatRate } from "~/modules/billing/tax";
import type { TaxLine } from "~/modules/billing/tax-lines";
import { formatINR } from "~/modules/money";
import { DialogForm } from "./dialog-form";

type Result = { ok: true; message: string } | { ok: false; error: string };

/** One button's post to the lines route (remove a line, start from a package, remove a package). */
function LineButton({
  reservationId,
  fields,
  label,
  children,
  tone = "ghost",
}: {
  reservationId: string;
  fields: Record<string, string>;
  label?: string;
  children: React.ReactNode;
  tone?: "primary" | "secondary" | "ghost";
}) {
  const fetcher = useFetcher<Result>({ key: `lines-${Object.values(fields).join("-")}` });
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" action={`/luxebooking/reservation/${reservationId}/lines`}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={tone} busy={fetcher.state !== "idle"} aria-label={label}>
        {children}
      </Button>
    </fetcher.Form>
  );
}

/** Columns a phone leaves out (their figures are under the line's name there). */
const wide = "hidden p-2 sm:table-cell";

const kindOptions = lineKinds.map((k) => ({ value: k, label: lineKindLabels[k] }));

/**
 * The reservation's lines (issue 32 item 6): spec 5's package first, then the other meal type's
 * plates, hall rent, décor, sound, extra hours, counters and discounts, each with its tax line;
 * the tax per rate and the grand total. Those who may edit the reservation add and remove lines
 * and start from a package; the admin saves the lines as a package.
 */
export function LinesSection({
  reservationId,
  lines,
  packages,
  taxLines,
  canEdit,
  canManagePackages,
}: {
  reservationId: string;
  lines: ReservationLines;
  packages: LinePackage[];
  taxLines: TaxLine[];
  canEdit: boolean;
  canManagePackages: boolean;
}) {
  const action = `/luxebooking/reservation/${reservationId}/lines`;
  const rows = [...(lines.package ? [{ ...lines.package, id: "package" }] : []), ...lines.lines];
  const defaultTaxLine = taxLines.find((t) => t.isDefault)?.id ?? taxLines[0]?.id ?? "";
  const rates = taxPerRate(lines.taxes);
  return (
    <Panel id="lines-title" look="reservation" title="Lines and grand total">
      <ScrollRegion label="Lines" className="relative">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The reservation's lines</caption>
          <thead className="bg-gray-100">
            <tr>
              {/* Below 640 px the tax line, quantity and rate move under the line's name, so a phone
                  shows each line and its Amount without scrolling sideways (issue 32). */}
              <th scope="col" className="p-2">
                Line
              </th>
              <th scope="col" className={wide}>
                Tax line
              </th>
              <th scope="col" className={`${wide} text-right`}>
                Qty
              </th>
              <th scope="col" className={`${wide} text-right`}>
                Rate
              </th>
              <th scope="col" className="p-2 text-right">
                Amount
              </th>
              {canEdit ? (
                <th scope="col" className="p-2">
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((l) => (
              <tr key={l.id} className="border-t border-gray-200 align-top" data-testid="line-row">
                <td className="p-2">
                  {l.kind === "package" ? (
                    <span>
                      <span className="font-medium">Package</span> ({l.quantity} guests × per plate)
                    </span>
                  ) : (
                    <span>
                      <span className="font-medium">{l.description}</span>
                      <span className="block text-xs text-gray-700">
                        {lineKindLabels[l.kind as keyof typeof lineKindLabels]}
                      </span>
                    </span>
                  )}
                  <span className="mt-1 block text-xs text-gray-700 sm:hidden" data-testid="line-details">
                    <span className="tabular-nums">
                      {l.quantity} × {signedAmount(l.unitPrice)}
                    </span>
                    <span className="block">
                      {l.taxLine.description}, SAC {l.taxLine.sac}, {formatRate(l.taxLine.rate)}
                    </span>
                  </span>
                </td>
                <td className={wide}>
                  {l.taxLine.description}
                  <span className="block text-xs text-gray-700">
                    SAC {l.taxLine.sac}, {formatRate(l.taxLine.rate)}
                  </span>
                </td>
                <td className={`${wide} text-right tabular-nums`}>{l.quantity}</td>
                <td className={`${wide} text-right tabular-nums whitespace-nowrap`}>
                  {signedAmount(l.unitPrice)}
                </td>
                <td className="p-2 text-right tabular-nums whitespace-nowrap" data-testid="line-amount">
                  {signedAmount(l.taxable)}
                </td>
                {canEdit ? (
                  <td className="p-2 text-right">
                    {l.kind === "package" ? (
                      <span className="sr-only">The package is edited on the reservation form</span>
                    ) : (
                      <LineButton
                        reservationId={reservationId}
                        fields={{ intent: "remove", lineId: l.id }}
                        label={`Remove ${l.description}`}
                      >
                        Remove
                      </LineButton>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm sm:ml-auto sm:max-w-md">
        <dt>Taxable value</dt>
        <dd className="text-right tabular-nums">{formatINR(lines.taxable)}</dd>
        {rates.map((t) => (
          <div key={t.rate} className="contents">
            <dt>
              GST @ {formatRate(t.rate)} on {formatINR(t.taxable)} (CGST {formatINR(t.cgst)} + SGST{" "}
              {formatINR(t.sgst)})
            </dt>
            <dd className="text-right tabular-nums">{formatINR(t.cgst + t.sgst)}</dd>
          </div>
        ))}
        <dt className="font-semibold">Grand total</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="grand-total">
          {formatINR(lines.grandTotal)}
        </dd>
      </dl>
      <p className="mt-2 text-xs text-gray-700">
        Quotations and invoices print one row per line and the tax per rate. Alcohol is billed apart.
      </p>
      {canEdit || canManagePackages ? (
        <div className="mt-3 flex flex-wrap items-start gap-2">
          {canEdit ? (
            <DialogForm
              label="Add line"
              title="Add a line"
              description="A discount is typed as a positive amount and taken off its tax line before tax."
              action={action}
              intent="add"
              schema={lineSchema}
              defaultValue={{ kind: "hall-rent", quantity: "1", taxLineId: defaultTaxLine }}
              formId={`add-line-${reservationId}`}
              submit="Add line"
              tone="primary"
              wide
            >
              {(fields) => (
                <div className="grid gap-4 sm:grid-cols-2">
                  <SelectField meta={fields.kind!} label="What" options={kindOptions} />
                  <Field meta={fields.description!} label="Description" autoComplete="off" />
                  <Field meta={fields.quantity!} label="Quantity" inputMode="numeric" autoComplete="off" />
                  <Field meta={fields.rate!} label="Rate (₹)" inputMode="decimal" autoComplete="off" />
                  <SelectField
                    meta={fields.taxLineId!}
                    label="Tax line"
                    className="sm:col-span-2"
                    options={taxLines.map((t) => ({
                      value: t.id,
                      label: `${t.description} (SAC ${t.sac}, ${formatRate(t.rate)})`,
                    }))}
                  />
                </div>
              )}
            </DialogForm>
          ) : null}
          {canEdit && packages.length > 0
            ? packages.map((p) => (
                <LineButton
                  key={p.id}
                  reservationId={reservationId}
                  fields={{ intent: "apply-package", packageId: p.id }}
                  tone="secondary"
                >
                  Start from {p.name}
                </LineButton>
              ))
            : null}
          {canManagePackages && lines.lines.length > 0 ? (
            <DialogForm
              label="Save as package"
              title="Save these lines as a package"
              description="Quotations of other reservations can start from it."
              action={action}
              intent="save-package"
              schema={packageSchema}
              formId={`save-package-${reservationId}`}
              submit="Save package"
            >
              {(fields) => <Field meta={fields.name!} label="Package name" autoComplete="off" />}
            </DialogForm>
          ) : null}
          {canManagePackages
            ? packages.map((p) => (
                <LineButton
                  key={`delete-${p.id}`}
                  reservationId={reservationId}
                  fields={{ intent: "delete-package", packageId: p.id }}
                  label={`Remove the package ${p.name}`}
                >
                  Remove package {p.name}
                </LineButton>
              ))
            : null}
        </div>
      ) : null}
    </Panel>
  );
}
