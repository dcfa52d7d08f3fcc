import type { Row } from "write-excel-file/node";
import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { istWallClock } from "~/modules/time";
import { EXPORT_COLUMNS_WITH_TABLE, neutraliseCell } from "./customer-export";
import { exportCustomerEntries } from "./list-customer-entries.server";
import type { EntryRange, Venue } from "./menu.schema";

const COLUMN_WIDTHS = [38, 28, 18, 18, 22, 16];

/** The same columns as the CSV, as a real workbook (guests as numbers, timestamps as IST dates). */
export async function exportCustomerEntriesXlsx(
  db: Db,
  options: { venue: Venue; actor: Actor; range: EntryRange; tableId?: string | null },
): Promise<Uint8Array<ArrayBuffer>> {
  const entries = await exportCustomerEntries(db, { ...options, format: "xlsx" });
  const header: Row = EXPORT_COLUMNS_WITH_TABLE.map((title) => ({ value: title, fontWeight: "bold" }));
  const rows: Row[] = entries.map((e) => [
    e.id,
    neutraliseCell(e.customerName),
    neutraliseCell(e.phoneNumber),
    e.numGuests,
    // Spreadsheet dates have no zone: write the IST wall-clock time.
    { value: istWallClock(e.timestamp), type: Date, format: "yyyy-mm-dd hh:mm:ss" },
    neutraliseCell(e.table ?? ""),
  ]);
  // Loaded when a workbook is asked for, not at start (issue 33).
  const { default: writeXlsxFile } = await import("write-excel-file/node");
  const buffer = await writeXlsxFile([header, ...rows], {
    sheet: "Customer entries",
    columns: COLUMN_WIDTHS.map((width) => ({ width })),
  }).toBuffer();
  return new Uint8Array(buffer);
}
