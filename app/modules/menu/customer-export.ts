import { csvCell, neutraliseCell } from "~/modules/csv";
import { formatSortableDateTime, istDate } from "~/modules/time";

export interface ExportableEntry {
  id: string;
  customerName: string;
  phoneNumber: string;
  numGuests: number;
  timestamp: string;
  /** Issue 18: the table whose QR code the guest scanned; null without one. */
  table?: string | null;
}

/** Spec 9: the export's columns, in order. */
export const EXPORT_COLUMNS = [
  "ID",
  "Customer Name",
  "Phone Number",
  "Number of Guests",
  "Timestamp",
] as const;

/** Issue 18: appended after the spec's columns, so a sheet built on them keeps working. */
export const EXPORT_COLUMNS_WITH_TABLE = [...EXPORT_COLUMNS, "Table"] as const;

export { csvCell, neutraliseCell };

/** UTF-8 BOM first so Excel reads names in Telugu or with accents correctly; CRLF rows. */
export function customerEntriesCsv(entries: readonly ExportableEntry[]): string {
  const rows = [
    EXPORT_COLUMNS_WITH_TABLE.map(csvCell).join(","),
    ...entries.map((e) =>
      [e.id, e.customerName, e.phoneNumber, e.numGuests, formatSortableDateTime(e.timestamp), e.table ?? ""]
        .map(csvCell)
        .join(","),
    ),
  ];
  return `\uFEFF${rows.join("\r\n")}\r\n`;
}

/** Spec 9: named with the date (YYYY-MM-DD, the business day in IST). */
export function customerExportFileName(now: Date, extension: "csv" | "xlsx" = "csv"): string {
  return `customer_entries_${istDate(now)}.${extension}`;
}
