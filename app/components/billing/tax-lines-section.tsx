import { useFetcher } from "react-router";
import { Field, SelectField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { useResultToast } from "~/components/ui/toast";
import { formatRate } from "~/modules/billing/tax";
import { rateOptions, type TaxLine, taxLineSchema, taxLineTexts } from "~/modules/billing/tax-lines";
import { DialogForm } from "./dialog-form";

const action = "/luxebooking/admin/billing-settings";

function LineButton({ id, intent, children }: { id: string; intent: string; children: React.ReactNode }) {
  const fetcher = useFetcher<{ ok: true; message: string } | { ok: false; error: string }>({
    key: `${intent}-${id}`,
  });
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant="ghost" busy={fetcher.state !== "idle"}>
        {children}
      </Button>
    </fetcher.Form>
  );
}

function LineFields({ fields }: { fields: Parameters<Parameters<typeof DialogForm>[0]["children"]>[0] }) {
  return (
    <>
      <Field meta={fields.description!} label="Description" autoComplete="off" />
      <Field meta={fields.sac!} label="SAC" inputMode="numeric" autoComplete="off" />
      <SelectField meta={fields.rate!} label="GST rate" options={rateOptions} placeholder="Choose a rate" />
    </>
  );
}

const columns: Column<TaxLine>[] = [
  {
    label: "Line",
    cell: (l) => (
      <>
        <span className="font-semibold">{l.description}</span>
        {l.isDefault ? (
          <span className="ml-2 rounded bg-garden-100 px-1.5 text-xs font-bold">Default</span>
        ) : null}
      </>
    ),
  },
  { label: "SAC", cell: (l) => l.sac },
  { label: "Rate", numeric: true, cell: (l) => formatRate(l.rate) },
  {
    label: "Actions",
    hideLabel: true,
    flush: true,
    cell: (l) => (
      <span className="flex flex-wrap gap-2">
        <DialogForm
          label="Edit"
          title={`Edit ${l.description}`}
          action={action}
          intent="update-line"
          hidden={{ id: l.id }}
          schema={taxLineSchema}
          defaultValue={{ description: l.description, sac: l.sac, rate: String(l.rate) }}
          formId={`line-${l.id}`}
          submit="Save line"
          tone="ghost"
        >
          {(fields) => <LineFields fields={fields} />}
        </DialogForm>
        {!l.isDefault ? (
          <>
            <LineButton id={l.id} intent="default-line">
              Make default<span className="sr-only"> {l.description}</span>
            </LineButton>
            <LineButton id={l.id} intent="delete-line">
              Remove<span className="sr-only"> {l.description}</span>
            </LineButton>
          </>
        ) : null}
      </span>
    ),
  },
];

/**
 * Billing Settings' tax lines (issue 27 item 1): what a reservation's package is billed under, its
 * SAC and its notified rate; the default line for reservations that name none.
 */
export function TaxLinesSection({ lines }: { lines: TaxLine[] }) {
  return (
    <section
      aria-labelledby="tax-lines-title"
      className="mt-8 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6"
    >
      <h2 id="tax-lines-title" className="mb-2 text-xl font-semibold text-garden-900">
        Tax lines
      </h2>
      <p className="mb-4 text-sm text-gray-700">{taxLineTexts.advice}</p>
      <DataTable
        caption="The hall's tax lines"
        columns={columns}
        rows={lines}
        rowKey={(l) => l.id}
        empty={<p className="mb-4">No tax lines: add one before issuing tax documents.</p>}
        scroll
        className="mb-4"
        testId="tax-lines"
      />
      <DialogForm
        label="Add a tax line"
        title="Add a tax line"
        description="Only the rates notified for services: 5 %, 18 % or 40 %."
        action={action}
        intent="add-line"
        schema={taxLineSchema}
        formId="add-tax-line"
        submit="Add line"
      >
        {(fields) => <LineFields fields={fields} />}
      </DialogForm>
    </section>
  );
}
