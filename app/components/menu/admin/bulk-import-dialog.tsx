import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import type { ImportResult } from "~/modules/menu/import-menu-items.server";
import { type ImportFormat, parseImport, sampleCsv, sampleJson } from "~/modules/menu/import-items";
import { AdminDialog, buttonClass, inputClass } from "./dialog";
import { downloadText } from "./download";

const BATCH = 100;

const instructions: Record<ImportFormat, string[]> = {
  json: [
    "Paste a JSON list of items (a single object is imported as one item).",
    "Required fields: name, price_inr (a number, not negative), category (a category key), isVeg (true or false).",
    "Optional fields: description, notes, served_with, options (a list of text).",
  ],
  csv: [
    "Paste CSV text whose first line is the headers.",
    "Required columns: name, price_inr, category (a category key), isVeg (true or false).",
    "Optional columns: description, notes, served_with, options (separate options with |). Quote cells that contain commas.",
  ],
};

async function sendBatch(rows: unknown[]): Promise<ImportResult> {
  try {
    const response = await fetch("/api/v1/menu/import", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ rows }),
    });
    if (response.ok) return (await response.json()) as ImportResult;
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `The server answered ${response.status}`);
  } catch (error) {
    const message = (error as Error).message;
    return {
      total: rows.length,
      successful: 0,
      failed: rows.length,
      errors: rows.map((r, i) => ({
        item: String((r as Record<string, unknown>).name ?? `Item ${i + 1}`),
        errors: [message],
      })),
    };
  }
}

export function BulkImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const revalidator = useRevalidator();
  const [format, setFormat] = useState<ImportFormat>("json");
  const [text, setText] = useState("");
  const [alert, setAlert] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const running = progress !== null && result === null;

  const reset = () => {
    setText("");
    setAlert(null);
    setProgress(null);
    setResult(null);
  };
  const close = (next: boolean) => {
    if (running) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const runImport = async () => {
    const parsed = parseImport(format, text);
    if (!parsed.ok) {
      setAlert(parsed.alert);
      return;
    }
    setAlert(null);
    const total: ImportResult = { total: parsed.rows.length, successful: 0, failed: 0, errors: [] };
    setProgress({ done: 0, total: parsed.rows.length });
    // Sequential (spec 9): one batch after another; the server imports each batch item by item.
    for (let start = 0; start < parsed.rows.length; start += BATCH) {
      const batch = await sendBatch(parsed.rows.slice(start, start + BATCH));
      total.successful += batch.successful;
      total.failed += batch.failed;
      total.errors.push(...batch.errors);
      setProgress({ done: Math.min(start + BATCH, parsed.rows.length), total: parsed.rows.length });
    }
    setResult(total);
    // Spec 9: the list reloads only if at least one item succeeded.
    if (total.successful > 0) {
      revalidator.revalidate();
      toast.success(`${total.successful} ${total.successful === 1 ? "item" : "items"} imported.`);
    } else {
      toast.error("No items were imported.");
    }
  };

  const tab = (f: ImportFormat) => (
    <button
      key={f}
      type="button"
      role="tab"
      aria-selected={format === f}
      disabled={running || result !== null}
      onClick={() => {
        setFormat(f);
        setAlert(null);
      }}
      className={`rounded-t-lg px-4 py-2 text-sm font-semibold ${format === f ? "bg-brand-50 text-garden-900 ring-1 ring-brand-100" : "text-gray-700"}`}
    >
      {f.toUpperCase()}
    </button>
  );

  return (
    <AdminDialog open={open} onOpenChange={close} title="Bulk Import" wide>
      {result ? (
        <div className="space-y-4" data-testid="import-summary">
          <h3 className="text-lg font-semibold">Import Results</h3>
          <dl className="grid grid-cols-3 gap-3 text-center">
            <div className="rounded-lg bg-gray-50 p-3">
              <dt className="text-sm text-gray-700">Total</dt>
              <dd className="text-2xl font-semibold">{result.total}</dd>
            </div>
            <div className="rounded-lg bg-green-50 p-3">
              <dt className="text-sm text-green-900">Successful</dt>
              <dd className="text-2xl font-semibold text-green-900">{result.successful}</dd>
            </div>
            <div className="rounded-lg bg-red-50 p-3">
              <dt className="text-sm text-red-900">Failed</dt>
              <dd className="text-2xl font-semibold text-red-900">{result.failed}</dd>
            </div>
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
            <button type="button" className={buttonClass("primary")} onClick={() => close(false)}>
              Close
            </button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
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
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() =>
                format === "json"
                  ? downloadText("sample-menu-items.json", sampleJson(), "application/json")
                  : downloadText("sample-menu-items.csv", sampleCsv(), "text/csv;charset=utf-8")
              }
            >
              Download sample {format.toUpperCase()}
            </button>
            <label className="text-sm">
              <span className="mr-2 font-semibold">Or load a file:</span>
              <input
                type="file"
                accept={format === "json" ? ".json,application/json" : ".csv,text/csv"}
                className="text-sm"
                onChange={async (event) => {
                  const file = event.currentTarget.files?.[0];
                  if (file) setText(await file.text());
                }}
              />
            </label>
          </div>
          <div>
            <label htmlFor="import-data" className="mb-1 block text-sm font-semibold">
              Paste {format.toUpperCase()} data
            </label>
            <textarea
              id="import-data"
              rows={10}
              value={text}
              onChange={(e) => setText(e.target.value)}
              spellCheck={false}
              className={`${inputClass} font-mono text-xs`}
            />
          </div>
          {alert ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {alert}
            </p>
          ) : null}
          {progress ? (
            <div>
              <label htmlFor="import-progress" className="mb-1 block text-sm">
                Importing {progress.done} of {progress.total}…
              </label>
              <progress
                id="import-progress"
                max={progress.total}
                value={progress.done}
                className="h-3 w-full"
              />
            </div>
          ) : null}
          <div className="flex justify-end gap-3">
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => close(false)}
              disabled={running}
            >
              Cancel
            </button>
            <button type="button" className={buttonClass("primary")} onClick={runImport} disabled={running}>
              {running ? "Importing..." : "Import Items"}
            </button>
          </div>
        </div>
      )}
    </AdminDialog>
  );
}
