import { desc } from "drizzle-orm";
import type { Row } from "write-excel-file/node";
import type { Db } from "~/db/client.server";
import { reservations } from "~/db/schema";
import { type Actor, auditExport } from "~/modules/audit/audit.server";
import { csvCell } from "~/modules/csv";
import { noFacts, readBalanceFacts, reservationBalance } from "~/modules/billing/balance.server";
import { fromPaise, toPaise } from "~/modules/money";
import { formatTime, istDate } from "~/modules/time";
import { authorize } from "~/permissions";
import { mealTypeOf } from "./calculations";
import { statusLabels, type ReservationStatus } from "./reservations.schema";
import { searchConditions } from "./search-reservations.server";
import type { ReservationSearch } from "./search.schema";

/** An export never holds more than this many rows (the whole hall's history fits many times). */
export const EXPORT_MAX = 10_000;

export const EXPORT_COLUMNS = [
  "Event Name",
  "Event Date",
  "Start Time",
  "End Time",
  "Client Name",
  "Client Email",
  "Client Phone",
  "Guests",
  "Meal Type",
  "Status",
  "Total incl. GST (₹)",
  "Advance Received (₹)",
  "Remaining Due (₹)",
  // Issue 27 item 16: the rest of the one balance (a cancelled, credited and refunded event owes 0).
  "Alcohol Due (₹)",
  "TDS (₹)",
  "Refund Due (₹)",
] as const;

interface ExportRow {
  /** Event name … client phone, as text. */
  event: string[];
  guests: number;
  /** Meal type and status, as text. */
  kind: string[];
  /** Paise: total, advance, remaining, alcohol due, TDS, refund due. */
  money: number[];
}

async function exportRows(
  db: Db,
  actor: Actor,
  search: ReservationSearch,
  format: "csv" | "xlsx",
): Promise<ExportRow[]> {
  authorize(actor, "reservation.export");
  const rows = await db
    .select()
    .from(reservations)
    .where(searchConditions(search))
    .orderBy(desc(reservations.eventDate), desc(reservations.eventStartTime), desc(reservations.id))
    .limit(EXPORT_MAX);
  const facts = await readBalanceFacts(
    db,
    rows.map((r) => r.id),
  );
  await auditExport(db, { actor, kind: "reservations", format, filter: { ...search }, count: rows.length });
  return rows.map((r) => {
    const balance = reservationBalance(r, facts.get(r.id) ?? noFacts);
    return {
      event: [
        r.eventName,
        r.eventDate,
        formatTime(r.eventStartTime),
        formatTime(r.eventEndTime),
        r.clientName,
        r.clientEmail,
        r.clientPhone,
      ],
      guests: r.guestCount,
      kind: [
        mealTypeOf(r) === "veg" ? "Veg" : "Non-Veg",
        statusLabels[r.status as ReservationStatus] ?? r.status,
      ],
      money: [
        toPaise(r.totalAmountIncludingGST ?? r.totalAmount),
        balance.received,
        balance.remainingDue,
        balance.alcoholDue,
        balance.tds,
        balance.refundDue,
      ],
    };
  });
}

/** UTF-8 BOM and CRLF (Excel reads accents right); every cell quoted and formula-safe; ₹ with 2 decimals. */
export async function exportReservationsCsv(
  db: Db,
  options: { actor: Actor; search: ReservationSearch },
): Promise<string> {
  const rows = await exportRows(db, options.actor, options.search, "csv");
  const lines = [
    EXPORT_COLUMNS.map(csvCell).join(","),
    ...rows.map((r) =>
      // Money is our own digits (a negative remaining due must stay a number): quoted, not neutralised.
      [...[...r.event, r.guests, ...r.kind].map(csvCell), ...r.money.map((p) => `"${fromPaise(p)}"`)].join(
        ",",
      ),
    ),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/**
 * The same columns as a workbook: guests and money as numbers (money with 2 decimals shown). Text goes
 * in as string cells, which Excel, LibreOffice and Sheets never evaluate, so it is written as it is
 * (no apostrophe before a phone's '+'); only the CSV, whose cells a spreadsheet parses, neutralises.
 */
export async function exportReservationsXlsx(
  db: Db,
  options: { actor: Actor; search: ReservationSearch },
): Promise<Uint8Array<ArrayBuffer>> {
  const rows = await exportRows(db, options.actor, options.search, "xlsx");
  const header: Row = EXPORT_COLUMNS.map((title) => ({ value: title, fontWeight: "bold" }));
  const body: Row[] = rows.map((r) => [
    ...r.event.map((value) => ({ value, type: String })),
    { value: r.guests, type: Number },
    ...r.kind.map((value) => ({ value, type: String })),
    ...r.money.map((paise) => ({ value: paise / 100, type: Number, format: "#,##0.00" })),
  ]);
  // Loaded when a workbook is asked for, not at start (issue 33).
  const { default: writeXlsxFile } = await import("write-excel-file/node");
  const buffer = await writeXlsxFile([header, ...body], {
    sheet: "Reservations",
    columns: [28, 12, 10, 10, 24, 30, 18, 8, 10, 11, 16, 16, 16, 14, 12, 14].map((width) => ({ width })),
  }).toBuffer();
  return new Uint8Array(buffer);
}

export function reservationsExportFileName(now: Date, extension: "csv" | "xlsx"): string {
  return `reservations_${istDate(now)}.${extension}`;
}
