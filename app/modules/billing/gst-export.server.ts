import { and, asc, between, eq, inArray } from "drizzle-orm";
import type { Row } from "write-excel-file/node";
import type { Db } from "~/db/client.server";
import { billingDocuments } from "~/db/schema";
import { type Actor, auditExport } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import { monthKey, monthOf, monthRange, parseMonth, todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { advanceRows } from "./accounts.server";
import type { DocumentSeries, DocumentSnapshot } from "./document-snapshot";
import { gstr1Csv, safeRow } from "./gst-export";
import { KARNATAKA } from "./gstin";
import { buildGstr1, type Gstr1Document, type Gstr1Return, gstr1Json, gstr1Sheets } from "./gstr1";
import { billingMessages } from "./messages";
import { readBillingSettings } from "./settings.server";
import { listTaxLines } from "./tax-lines.server";

/**
 * The month's GSTR-1 (issue 27 item 17) from the documents issued in it: every row comes from
 * `documentTaxRows` (per document, rate and SAC), so itemised documents fit without change.
 */
export async function gstr1Return(
  db: Db,
  options: { actor: Actor; month: string },
): Promise<{ data: Gstr1Return; supplierStateCode: string }> {
  authorize(options.actor, "billing.accounts.view");
  const ref = parseMonth(options.month, monthOf(todayIST()));
  const month = monthKey(ref);
  const range = monthRange(ref);
  const settings = await readBillingSettings(db);
  const supplierStateCode = settings?.stateCode ?? KARNATAKA.code;
  const rows = await db
    .select({
      series: billingDocuments.series,
      serial: billingDocuments.serial,
      number: billingDocuments.number,
      issuedOn: billingDocuments.issuedOn,
      snapshot: billingDocuments.snapshot,
    })
    .from(billingDocuments)
    .where(between(billingDocuments.issuedOn, range.first, range.last))
    .orderBy(asc(billingDocuments.series), asc(billingDocuments.serial));
  const documents: Gstr1Document[] = rows.map((r) => ({
    ...r,
    series: r.series as DocumentSeries,
    snapshot: r.snapshot as DocumentSnapshot,
  }));
  // The invoices an unregistered person's notes refer to (a note on a B2C Large invoice is cdnur).
  const referred = [
    ...new Set(
      documents
        .filter(
          (d) => (d.series === "credit-note" || d.series === "debit-note") && !d.snapshot.recipient.gstin,
        )
        .flatMap((d) => (d.snapshot.refersTo ? [d.snapshot.refersTo.number] : [])),
    ),
  ];
  const invoices = new Map<string, { total: number; stateCode: string; gstin: string }>();
  if (referred.length) {
    const found = await db
      .select({ number: billingDocuments.number, snapshot: billingDocuments.snapshot })
      .from(billingDocuments)
      .where(and(eq(billingDocuments.series, "invoice"), inArray(billingDocuments.number, referred)));
    for (const f of found) {
      const s = f.snapshot as DocumentSnapshot;
      invoices.set(f.number, {
        total: s.total,
        stateCode: s.placeOfSupply?.stateCode || supplierStateCode,
        gstin: s.recipient.gstin,
      });
    }
  }
  const lines = await listTaxLines(db);
  const describe = (sac: string, rate: number) =>
    (lines.find((l) => l.sac === sac && l.rate === rate) ?? lines.find((l) => l.sac === sac))?.description;
  const advances = await advanceRows(db, { from: month, to: month });
  const strip = <T extends { month: string }>({ month: _, ...rest }: T) => rest;
  const data = buildGstr1({
    gstin: settings?.gstin ?? "",
    month,
    supplierStateCode,
    documents,
    advances: { at: advances.at.map(strip), atadj: advances.atadj.map(strip) },
    invoices,
    describe,
  });
  return { data, supplierStateCode };
}

/** The month's GSTR-1 as CSV, as the offline tool's .xlsx workbook (one sheet per section), or as the portal's JSON. */
export async function exportGstr1(
  db: Db,
  options: { actor: Actor; month: string; format: "csv" | "xlsx" | "json" },
) {
  const { data, supplierStateCode } = await gstr1Return(db, options);
  // The portal takes a return only for a GSTIN: without the hall's settings there is none to name.
  if (options.format === "json" && !data.gstin)
    throw new DomainError(409, billingMessages.settingsIncomplete);
  const sheets = gstr1Sheets(data);
  // Clients' names and GSTINs: audited like the other bulk exports (issue 28 item 15).
  await auditExport(db, {
    actor: options.actor,
    kind: "gst",
    format: options.format,
    filter: { month: options.month },
    count: sheets.reduce((sum, t) => sum + t.rows.length, 0),
  });
  if (options.format === "json")
    return new TextEncoder().encode(JSON.stringify(gstr1Json(data, supplierStateCode)));
  if (options.format === "csv") return new TextEncoder().encode(gstr1Csv(sheets));
  const workbook = sheets.map((t) => ({
    sheet: t.name,
    data: [
      t.header.map((value) => ({ value, fontWeight: "bold" as const })),
      ...t.rows.map((row) => safeRow(row).map((value) => ({ value }))),
    ] as Row[],
  }));
  // Loaded when a workbook is asked for, not at start (issue 33).
  const { default: writeXlsxFile } = await import("write-excel-file/node");
  const buffer = await writeXlsxFile(workbook).toBuffer();
  return new Uint8Array(buffer);
}
