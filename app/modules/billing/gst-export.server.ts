import type { Row } from "write-excel-file/node";
import type { Db } from "~/db/client.server";
import { type Actor, auditExport } from "~/modules/audit/audit.server";
import { gstSummary } from "./accounts.server";
import { gstr1Csv, gstr1Tables, safeRow } from "./gst-export";
import { KARNATAKA } from "./gstin";
import { readBillingSettings } from "./settings.server";

/** The month's GSTR-1 tables as CSV or as an .xlsx workbook with one sheet per table. */
export async function exportGstr1(db: Db, options: { actor: Actor; month: string; format: "csv" | "xlsx" }) {
  const summary = await gstSummary(db, options);
  const settings = await readBillingSettings(db);
  const tables = gstr1Tables(summary, settings?.stateCode ?? KARNATAKA.code);
  // Clients' names and GSTINs: audited like the other bulk exports (issue 28 item 15).
  await auditExport(db, {
    actor: options.actor,
    kind: "gst",
    format: options.format,
    filter: { month: options.month },
    count: tables.reduce((sum, t) => sum + t.rows.length, 0),
  });
  if (options.format === "csv") return new TextEncoder().encode(gstr1Csv(tables));
  const sheets = tables.map((t) => ({
    sheet: t.name,
    data: [
      t.header.map((value) => ({ value, fontWeight: "bold" as const })),
      ...t.rows.map((row) => safeRow(row).map((value) => ({ value }))),
    ] as Row[],
  }));
  // Loaded when a workbook is asked for, not at start (issue 33).
  const { default: writeXlsxFile } = await import("write-excel-file/node");
  const buffer = await writeXlsxFile(sheets).toBuffer();
  return new Uint8Array(buffer);
}
