import { getFormProps, getInputProps } from "@conform-to/react";
import { useState } from "react";
import { ErrorList } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button, buttonClass } from "~/components/ui/button";
import { ColumnHeads } from "~/components/ui/column-heads";
import { Input } from "~/components/ui/input";
import type { TableDto } from "~/modules/menu/manage-tables.server";
import { addTableSchema, renameTableSchema } from "~/modules/menu/tables.schema";
import { qrSheets } from "~/modules/menu/table-qr";
import { RemoveRowButton } from "./remove-row-button";
import { useAdminAction } from "./use-admin-action";
import { Panel } from "~/components/ui/panel";

/**
 * Issue 29 item 7: a code for the table's guests when the restaurant's Wi-Fi has reached the visitor
 * form's ceiling. Shown here once (only its hash is kept); a new one replaces it.
 */
function TableCodeButton({ table }: { table: TableDto }) {
  const give = useAdminAction(`table-code-${table.id}`);
  const result = give.fetcher.data?.ok ? give.fetcher.data.tableCode : undefined;
  const until = result
    ? new Intl.DateTimeFormat("en-IN", {
        timeZone: "Asia/Kolkata",
        hour: "numeric",
        minute: "2-digit",
      }).format(new Date(result.expiresAt))
    : null;
  return (
    <give.fetcher.Form method="post" className="inline">
      <input type="hidden" name="intent" value="table-code" />
      <input type="hidden" name="id" value={table.id} />
      <Button
        type="submit"
        variant="ghost"
        size="md"
        busy={give.busy}
        aria-label={`Table code for ${table.name}`}
      >
        Table code
      </Button>
      {result ? (
        <output
          className="ml-2 inline-block rounded bg-brand-50 px-2 py-1 align-middle text-sm"
          aria-live="polite"
        >
          <span className="font-mono text-base font-semibold tracking-widest">{result.code}</span>{" "}
          <span className="text-gray-700">until {until}</span>
        </output>
      ) : null}
    </give.fetcher.Form>
  );
}

function TableRow({ table }: { table: TableDto }) {
  const save = useAdminAction(`table-rename-${table.id}`);
  const remove = useAdminAction(`table-remove-${table.id}`);
  const [form, fields] = useStaffForm(renameTableSchema, {
    id: `table-${table.id}`,
    lastResult: save.lastResult,
    defaultValue: table,
  });
  return (
    <tr className="border-t border-gray-100">
      <td className="px-3 py-2">
        <save.fetcher.Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="rename-table" />
          <input type="hidden" name={fields.id.name} value={table.id} />
        </save.fetcher.Form>
        <Input
          {...getInputProps(fields.name, { type: "text" })}
          key={fields.name.key}
          maxLength={60}
          aria-label={`Name of table ${table.name}`}
        />
        <ErrorList id={fields.name.errorId} errors={fields.name.errors} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        <Button type="submit" form={form.id} variant="ghost" size="md" disabled={save.busy}>
          Rename
        </Button>
        <TableCodeButton table={table} />
        <RemoveRowButton
          action={remove}
          fields={{ intent: "remove-table", id: table.id }}
          label="Remove"
          ariaLabel={`Remove table ${table.name}`}
          title="Remove table"
          message={`Remove "${table.name}"? Its QR code will open the menu without a table; past entries keep the name.`}
        />
      </td>
    </tr>
  );
}

function PrintQrCodes({ tables }: { tables: TableDto[] }) {
  const [perSheet, setPerSheet] = useState<1 | 4>(1);
  const sheets = qrSheets(tables, perSheet);
  return (
    <Panel id="qr-title" look="menuAdmin" title="Print QR codes" gap="mb-1">
      <p className="mb-3 text-sm text-gray-700">
        A4 sheets with the restaurant's name, the table's name and its QR code. A guest who scans it is
        counted at that table.
      </p>
      <fieldset className="mb-4 flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Tables per sheet</legend>
        {([1, 4] as const).map((n) => (
          <label key={n} className="flex items-center gap-2">
            <input type="radio" name="per-sheet" checked={perSheet === n} onChange={() => setPerSheet(n)} />
            {n === 1 ? "One table per sheet" : "Four tables per sheet"}
          </label>
        ))}
      </fieldset>
      {/* Issue 29 item 13: every table's card in one PDF, opened in the browser's viewer to print. */}
      <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 p-3 text-sm">
        <a
          className={buttonClass({ variant: "primary", size: "md" })}
          href={`/api/v1/menu/table-qr-cards.pdf?per=${perSheet}`}
          target="_blank"
          rel="noopener"
          data-print-cards
        >
          Print QR cards (PDF)
        </a>
        <span className="flex-1 text-gray-700">
          Every table's card in one PDF: its name, 'Scan for the menu' in English, Telugu, Kannada and Hindi,
          and a short link its QR code holds (
          {perSheet === 1 ? "one card a page" : "four cards a page, cut along the dashed lines"}).
        </span>
      </div>
      <ul className="divide-y divide-gray-100 text-sm">
        {sheets.map((onSheet, i) => {
          const query = `per=${perSheet}&sheet=${i + 1}`;
          const names = onSheet.map((t) => t.name).join(", ");
          return (
            <li key={onSheet.map((t) => t.id).join()} className="flex flex-wrap items-center gap-3 py-2">
              <span className="flex-1 wrap-anywhere">
                Sheet {i + 1}: {names}
              </span>
              {(["svg", "png"] as const).map((format) => (
                <a
                  key={format}
                  className={buttonClass({ variant: "secondary", size: "md" })}
                  href={`/api/v1/menu/table-qr.${format}?${query}`}
                  download
                  aria-label={`Sheet ${i + 1} (${names}) as ${format.toUpperCase()}`}
                >
                  {format.toUpperCase()}
                </a>
              ))}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

/** Issue 18: the restaurant's tables (add, rename, remove) and their QR codes. */
export function TablesTab({ tables }: { tables: TableDto[] }) {
  const add = useAdminAction("table-add", () => form.reset());
  const [form, fields] = useStaffForm(addTableSchema, { id: "new-table", lastResult: add.lastResult });
  return (
    <div className="space-y-6">
      <Panel id="tables-title" look="menuAdmin" title={<>Tables ({tables.length})</>}>
        <add.fetcher.Form
          method="post"
          {...getFormProps(form)}
          className="mb-4 flex flex-wrap items-end gap-3"
        >
          <input type="hidden" name="intent" value="add-table" />
          <Field meta={fields.name} label="Table name" placeholder="e.g. T1 or Pavilion 1" maxLength={60} />
          <Button type="submit" size="md" busy={add.busy}>
            Add Table
          </Button>
        </add.fetcher.Form>
        {tables.length === 0 ? (
          <p className="text-sm text-gray-700">
            No tables yet. Guests who scan the restaurant's poster are saved without a table.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[420px] text-left text-sm">
              <thead>
                <tr className="text-gray-800">
                  <ColumnHeads labels={["Name", "Actions"]} className="px-3 py-2" />
                </tr>
              </thead>
              <tbody>
                {tables.map((t) => (
                  <TableRow key={`${t.id}-${t.name}`} table={t} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      {tables.length ? <PrintQrCodes tables={tables} /> : null}
    </div>
  );
}
