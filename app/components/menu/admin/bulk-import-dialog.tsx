import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { FormErrors } from "~/components/forms/error-list";
import { TextareaField } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import { Message } from "~/components/ui/message";
import { notify } from "~/components/ui/toast";
import { formatINR } from "~/modules/money";
import type { ImportResult } from "~/modules/menu/import-menu-items.server";
import {
  type ImportFormat,
  importPasteSchema,
  type RawImportRow,
  sampleCsv,
  sampleJson,
} from "~/modules/menu/import-items";
import type { ImportAction, ImportPreview } from "~/modules/menu/plan-menu-import.server";
import { downloadText } from "./download";
import { importHelpColumns } from "~/modules/menu/import-items";
import { ColumnHeads } from "~/components/ui/column-heads";
import { requestJson } from "~/components/http/request-json";

/** Issue 29 item 4: every column the export writes besides the required four. */
const optionalColumns = importHelpColumns
  .filter((c) => !["name", "price_inr", "category", "isVeg"].includes(c))
  .join(", ");

const common = [
  "A price may be written 1250, 1,250.50, ₹1,250 or 12,50,000; anything else is refused.",
  "A row whose name is already in its category (ignoring case and surrounding spaces) updates that item; other rows are added. Preview shows what will happen before anything is saved.",
];

const instructions: Record<ImportFormat, string[]> = {
  json: [
    "Paste a JSON list of items (a single object is imported as one item).",
    "Required fields: name, price_inr (a number, not negative), category (a category key), isVeg (true or false).",
    `Optional fields: ${optionalColumns}.`,
    ...common,
  ],
  csv: [
    "Paste CSV text whose first line is the headers.",
    "Required columns: name, price_inr, category (a category key), isVeg (true or false).",
    `Optional columns: ${optionalColumns}. Separate options, allergens and needs_review languages (kn, te, hi) with |; allergens "none" is a dish with none, empty is not set. Quote cells that contain commas.`,
    ...common,
  ],
};

const actionLabels: Record<ImportAction, string> = {
  add: "Add",
  update: "Update",
  unchanged: "Unchanged",
  refuse: "Refuse",
};
const actionClass: Record<ImportAction, string> = {
  add: "bg-green-100 text-green-900",
  update: "bg-sky-100 text-sky-950",
  unchanged: "bg-gray-100 text-gray-800",
  refuse: "bg-red-100 text-red-900",
};

type Reply<T> =
  | { ok: true; body: T }
  | { ok: false; status: number; message: string; preview?: ImportPreview };

async function postImport<T>(body: unknown): Promise<Reply<T>> {
  try {
    const reply = await requestJson<T>("/api/v1/menu/import", { json: body });
    if (reply.ok) return { ok: true, body: reply.body };
    const error = reply.body as { preview?: ImportPreview } | null;
    return { ok: false, status: reply.status, message: reply.message, preview: error?.preview };
  } catch (error) {
    return { ok: false, status: 0, message: `The server could not be reached: ${(error as Error).message}` };
  }
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const { counts } = preview;
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-gray-800" data-testid="import-preview-counts">
        {preview.rows.length} {preview.rows.length === 1 ? "row" : "rows"}: {counts.add} to add,{" "}
        {counts.update} to update, {counts.unchanged} unchanged, {counts.refuse} refused.
      </p>
      <section
        className="max-h-80 overflow-auto rounded-lg ring-1 ring-gray-200"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label="Import preview"
      >
        {/* Words stay whole in this table; only names and details may break anywhere. */}
        <table className="w-full min-w-[560px] text-left text-sm wrap-normal">
          <thead className="sticky top-0 bg-brand-50 whitespace-nowrap">
            <tr>
              <ColumnHeads
                labels={["Row", "Action", "Name", "Category", "Price", "Details"]}
                className="px-3 py-2"
              />
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((r) => (
              <tr key={r.row} className="border-t border-gray-100 align-top">
                <td className="px-3 py-2">{r.row}</td>
                <td className="px-3 py-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${actionClass[r.action]}`}
                  >
                    {actionLabels[r.action]}
                  </span>
                </td>
                <td className="px-3 py-2 font-semibold wrap-anywhere">{r.name || "(no name)"}</td>
                <td className="px-3 py-2">{r.categoryLabel ?? r.category}</td>
                <td
                  className={`px-3 py-2 whitespace-nowrap ${r.highPrice ? "font-semibold text-red-900" : ""}`}
                >
                  {r.price === null ? "—" : formatINR(r.price, { wholeRupees: true })}
                </td>
                <td className="px-3 py-2 wrap-anywhere">
                  {r.details.length ? (
                    <ul className={r.action === "refuse" ? "text-red-900" : "text-gray-700"}>
                      {r.details.map((d) => (
                        <li key={d}>{d}</li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function ImportSummary({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  const cards = [
    ["Total", result.total, "bg-gray-50", ""],
    ["Added", result.added, "bg-green-50", "text-green-900"],
    ["Updated", result.updated, "bg-sky-50", "text-sky-950"],
    ["Unchanged", result.unchanged, "bg-gray-50", "text-gray-800"],
    ["Failed", result.failed, "bg-red-50", "text-red-900"],
  ] as const;
  return (
    <div className="space-y-4" data-testid="import-summary">
      <h3 className="text-lg font-semibold">Import Results</h3>
      <dl className="grid grid-cols-2 gap-3 text-center sm:grid-cols-5">
        {cards.map(([label, value, bg, fg]) => (
          <div key={label} className={`rounded-lg p-3 ${bg}`}>
            <dt className={`text-sm ${fg || "text-gray-700"}`}>{label}</dt>
            <dd className={`text-2xl font-semibold ${fg}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {result.errors.length ? (
        <div>
          <h4 className="mb-2 font-semibold">Errors</h4>
          <ul className="max-h-64 space-y-2 overflow-y-auto text-sm">
            {result.errors.map((e, i) => (
              <li key={i} className="rounded border border-red-200 bg-red-50 p-2">
                <span className="font-semibold">{e.item || "(no name)"}</span>
                <ul className="list-disc pl-5">
                  {e.errors.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button size="md" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

/**
 * Bulk import in two steps (issue 12): Preview asks the server what each row would do (add,
 * update or refuse, with the reason) and writes nothing; Import Items sends the same rows with
 * the preview's fingerprint, and the server writes them only if the menu is still as previewed.
 */
export function BulkImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const revalidator = useRevalidator();
  const [format, setFormat] = useState<ImportFormat>("json");
  // The server's answer when it refused (the pasted text's own errors are the form's).
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<"previewing" | "importing" | null>(null);
  const [preview, setPreview] = useState<{ rows: RawImportRow[]; plan: ImportPreview } | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const runPreview = async (rows: RawImportRow[]) => {
    setAlert(null);
    setBusy("previewing");
    const reply = await postImport<ImportPreview>({ preview: true, rows });
    setBusy(null);
    if (reply.ok) setPreview({ rows, plan: reply.body });
    else setAlert(reply.message);
  };

  const [form, fields] = useStaffForm(importPasteSchema, {
    id: "import",
    defaultValue: { format: "json" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === "success") void runPreview(submission.value.rows);
    },
  });

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      form.reset();
      setFormat("json");
      setAlert(null);
      setPreview(null);
      setResult(null);
    }
    onOpenChange(next);
  };

  // Issue 29 item 12: prices above ₹10,000 are imported only once confirmed.
  const [confirmingPrices, setConfirmingPrices] = useState(false);
  const runImport = async (confirmHighPrices = false) => {
    if (!preview) return;
    if (preview.plan.highPrices > 0 && !confirmHighPrices) {
      setConfirmingPrices(true);
      return;
    }
    setAlert(null);
    setBusy("importing");
    const reply = await postImport<ImportResult>({
      rows: preview.rows,
      fingerprint: preview.plan.fingerprint,
      ...(confirmHighPrices ? { confirmHighPrices: true } : {}),
    });
    setBusy(null);
    if (!reply.ok) {
      // The menu changed since the preview: show the new one instead of writing something else.
      if (reply.preview) setPreview({ rows: preview.rows, plan: reply.preview });
      setAlert(reply.message);
      return;
    }
    setResult(reply.body);
    const { added, updated, unchanged } = reply.body;
    // Spec 9: the list reloads only if at least one item succeeded (and changed the menu).
    if (added + updated > 0) {
      revalidator.revalidate();
      notify.success(`${added} added, ${updated} updated, ${unchanged} unchanged.`);
    } else if (unchanged > 0) {
      notify.success(
        `Nothing changed: ${unchanged} ${unchanged === 1 ? "item was" : "items were"} already as imported.`,
      );
    } else {
      notify.error("No items were imported.");
    }
  };

  const tab = (f: ImportFormat) => (
    <button
      key={f}
      type="button"
      role="tab"
      aria-selected={format === f}
      disabled={busy !== null}
      onClick={() => {
        setFormat(f);
        setAlert(null);
        form.update({ validated: false });
      }}
      className={`rounded-t-lg px-4 py-2 text-sm font-semibold ${format === f ? "bg-brand-50 text-garden-900 ring-1 ring-brand-100" : "text-gray-700"}`}
    >
      {f.toUpperCase()}
    </button>
  );

  const alertBox = alert ? (
    <Message tone="error" size="sm">
      {alert}
    </Message>
  ) : null;

  let step: React.ReactNode = null;
  if (result) {
    step = <ImportSummary result={result} onClose={() => close(false)} />;
  } else if (preview) {
    step = (
      <div className="space-y-4">
        <h3 className="text-lg font-semibold">Preview</h3>
        {alertBox}
        <PreviewTable preview={preview.plan} />
        {busy === "importing" ? (
          <div>
            <label htmlFor="import-progress" className="mb-1 block text-sm">
              Importing {preview.rows.length} {preview.rows.length === 1 ? "item" : "items"}…
            </label>
            <progress id="import-progress" className="h-3 w-full" />
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            variant="secondary"
            size="md"
            onClick={() => {
              setPreview(null);
              setAlert(null);
            }}
            disabled={busy !== null}
          >
            Back
          </Button>
          <Button variant="secondary" size="md" onClick={() => close(false)} disabled={busy !== null}>
            Cancel
          </Button>
          <Button size="md" onClick={() => runImport()} disabled={busy !== null}>
            {busy === "importing" ? "Importing..." : "Import Items"}
          </Button>
        </div>
        <ConfirmDialog
          open={confirmingPrices}
          onOpenChange={setConfirmingPrices}
          title="Confirm prices above ₹10,000"
          tone="primary"
          message={`${preview.plan.highPrices} ${preview.plan.highPrices === 1 ? "row sets a price" : "rows set prices"} above ₹10,000: ${preview.plan.rows
            .filter((r) => r.highPrice)
            .map((r) => `${r.name} ${r.price === null ? "" : formatINR(r.price, { wholeRupees: true })}`)
            .join(", ")}. Import at these prices?`}
          confirmLabel="Import at these prices"
          cancelLabel="Check again"
          onConfirm={() => void runImport(true)}
        />
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={close} title="Bulk Import" wide>
      {step}
      {/* The paste step stays mounted behind the preview, so Back finds the text as it was. */}
      <form {...getFormProps(form)} hidden={step !== null} className="space-y-4">
        <input type="hidden" name={fields.format.name} value={format} />
        <div role="tablist" aria-label="Import format" className="flex gap-1 border-b border-gray-200">
          {tab("json")}
          {tab("csv")}
        </div>
        <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
          {instructions[format].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="md"
            onClick={() =>
              format === "json"
                ? downloadText("sample-menu-items.json", sampleJson(), "application/json")
                : downloadText("sample-menu-items.csv", sampleCsv(), "text/csv;charset=utf-8")
            }
          >
            Download sample {format.toUpperCase()}
          </Button>
          <label className="text-sm">
            <span className="mr-2 font-semibold">Or load a file:</span>
            <input
              type="file"
              accept={format === "json" ? ".json,application/json" : ".csv,text/csv"}
              className="text-sm"
              onChange={async (event) => {
                const file = event.currentTarget.files?.[0];
                if (file) form.update({ name: fields.data.name, value: await file.text() });
              }}
            />
          </label>
        </div>
        <TextareaField
          meta={fields.data}
          label={`Paste ${format.toUpperCase()} data`}
          rows={10}
          spellCheck={false}
          controlClassName="font-mono text-xs"
        />
        <FormErrors id={form.errorId} errors={form.errors ?? (alert ? [alert] : undefined)} size="sm" />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" size="md" onClick={() => close(false)} disabled={busy !== null}>
            Cancel
          </Button>
          <Button type="submit" size="md" disabled={busy !== null}>
            {busy === "previewing" ? "Checking..." : "Preview"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
