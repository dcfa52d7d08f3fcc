import ExcelJS from "exceljs";
import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { neutraliseCell } from "./customer-export";
import { listCustomerEntries } from "./list-customer-entries.server";
import type { EntryRange, Venue } from "./menu.schema";

/** The same columns as the CSV, as a real workbook (guests as numbers, timestamps as IST dates). */
export async function exportCustomerEntriesXlsx(
  db: Db,
  options: { venue: Venue; actor: Actor; range: EntryRange },
): Promise<Uint8Array<ArrayBuffer>> {
  const entries = await listCustomerEntries(db, options);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Customer entries");
  sheet.columns = [
    { header: "ID", key: "id", width: 38 },
    { header: "Customer Name", key: "customerName", width: 28 },
    { header: "Phone Number", key: "phoneNumber", width: 18 },
    { header: "Number of Guests", key: "numGuests", width: 18 },
    { header: "Timestamp", key: "timestamp", width: 22, style: { numFmt: "yyyy-mm-dd hh:mm:ss" } },
  ];
  sheet.getRow(1).font = { bold: true };
  const istOffset = (5 * 60 + 30) * 60_000;
  for (const e of entries) {
    sheet.addRow({
      id: e.id,
      customerName: neutraliseCell(e.customerName),
      phoneNumber: neutraliseCell(e.phoneNumber),
      numGuests: e.numGuests,
      // Excel dates have no zone: write the IST wall-clock time.
      timestamp: new Date(Date.parse(e.timestamp) + istOffset),
    });
  }
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}
