// Issue 31 "Data": a guest's table bookings and table-service requests, as the Guests' Data tab
// shows and exports them (pure: shared by the server and the screen).
import { csvCell } from "~/modules/csv";
import { formatSortableDateTime } from "~/modules/time";
import { areaLabels, isArea, isStatus, statusLabels } from "./booking-rules";

export interface TableGuestData {
  bookings: {
    id: string;
    code: string;
    area: string;
    day: string;
    time: string;
    party: number;
    name: string;
    phone: string;
    email: string | null;
    note: string;
    status: string;
    createdAt: string;
  }[];
  requests: { id: string; table: string; kind: string; status: string; createdAt: string }[];
}

export const requestKindLabel = (kind: string) => (kind === "bill" ? "Ask for the bill" : "Call waiter");
export const bookingAreaLabel = (area: string) => (isArea(area) ? areaLabels[area] : area);
export const bookingStatusLabel = (status: string) => (isStatus(status) ? statusLabels[status] : status);

const BOOKING_COLUMNS = [
  "Code",
  "Date",
  "Time",
  "Seating",
  "Guests",
  "Name",
  "Phone",
  "Email",
  "Note",
  "Status",
  "Booked at",
];
const REQUEST_COLUMNS = ["Table", "Request", "Status", "Asked at"];

/** The guest's table bookings, then their table-service requests, as one CSV file (BOM, CRLF, every cell quoted). */
export function tableGuestDataCsv(data: TableGuestData): string {
  const line = (cells: (string | number)[]) => cells.map(csvCell).join(",");
  const rows = [
    line(BOOKING_COLUMNS),
    ...data.bookings.map((b) =>
      line([
        b.code,
        b.day,
        b.time,
        bookingAreaLabel(b.area),
        b.party,
        b.name,
        b.phone,
        b.email ?? "",
        b.note,
        bookingStatusLabel(b.status),
        formatSortableDateTime(b.createdAt),
      ]),
    ),
    "",
    line(REQUEST_COLUMNS),
    ...data.requests.map((r) =>
      line([
        r.table,
        requestKindLabel(r.kind),
        r.status === "open" ? "Open" : "Done",
        formatSortableDateTime(r.createdAt),
      ]),
    ),
  ];
  return `\uFEFF${rows.join("\r\n")}\r\n`;
}

export const tableDataDeletedText = (c: { bookings: number; requests: number }) =>
  `${c.bookings} ${c.bookings === 1 ? "table booking" : "table bookings"} and ${c.requests} ${c.requests === 1 ? "table request" : "table requests"} were deleted.`;
