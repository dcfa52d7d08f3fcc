import { formatINR, parsePaise } from "~/modules/money";
import { formatDateTime, formatPlainDate } from "~/modules/time";

export interface FieldDifference {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** Reservation fields (spec 3.4) as the forms name them; money fields are shown in ₹. */
const reservationLabels: Record<string, string> = {
  eventName: "Event name",
  eventDate: "Event date",
  eventStartTime: "Start time",
  eventEndTime: "End time",
  clientName: "Client name",
  clientEmail: "Client email",
  clientPhone: "Client phone",
  guestCount: "Guests",
  perPersonAmount: "Per-person amount",
  gstType: "GST type",
  gstValue: "GST value",
  advanceAmountReceived: "Advance received",
  notes: "Notes",
  status: "Status",
  mealType: "Meal type",
  isVegMeal: "Veg meal",
  isFOC: "NC",
  withAlcohol: "With alcohol",
  alcoholMRP: "Alcohol MRP",
  alcoholPercentageCharges: "Alcohol charges %",
  totalEventAmountExcludingGST: "Total excluding GST",
  gstCalculatedAmount: "GST",
  totalAmountIncludingGST: "Total including GST",
  totalAmount: "Total amount",
  totalAlcoholAmount: "Alcohol total",
  remainingAmountDue: "Remaining due",
  softDeletedByEmail: "Soft-deleted by",
  hall: "Hall",
  hallSetupNotes: "Hall set-up notes",
  holdUntil: "Hold until",
  holdExpiredAt: "Hold expired at",
  statusBeforeSoftDelete: "Status before soft delete",
  enquiryId: "Enquiry",
};

/**
 * Issue 32 item 5: other entries' fields in words (payments, documents, settings, staff, menu). A
 * field without a label here is spelt out from its name ('receivedOn' → 'Received on').
 */
const otherLabels: Record<string, string> = {
  reservationId: "Reservation",
  paidOn: "Paid on",
  mode: "Mode",
  kind: "Kind",
  amount: "Amount",
  total: "Total",
  number: "Number",
  reference: "Reference",
  note: "Note",
  reason: "Reason",
  email: "E-mail",
  ip: "Address",
  role: "Role",
  to: "To",
  sacCode: "SAC code",
  gstin: "GSTIN",
  upiId: "UPI ID",
  bankIfsc: "Bank IFSC",
  priceInr: "Price",
  sessionsEnded: "Sessions ended",
  expiresAt: "Expires at",
  deliveryId: "Delivery",
};

/** Money kept in rupees (numeric columns as text, "50000.00"): shown in ₹. */
const rupeeFields = new Set([
  "perPersonAmount",
  "advanceAmountReceived",
  "alcoholMRP",
  "totalEventAmountExcludingGST",
  "gstCalculatedAmount",
  "totalAmountIncludingGST",
  "totalAmount",
  "totalAlcoholAmount",
  "remainingAmountDue",
  "amount",
  "priceInr",
]);

/** Money kept in integer paise (a document's snapshot total): shown in ₹ too, never as 10000000. */
const paiseFields = new Set(["total"]);

/** Book-keeping of every save (who, when, version): the entry already says who and when. */
const bookKeeping = new Set([
  "id",
  "version",
  "createdAt",
  "createdBy",
  "createdByEmail",
  "updatedAt",
  "updatedBy",
  "updatedByEmail",
  "softDeletedAt",
  "softDeletedBy",
]);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A field's name in words: its label, else 'receivedOn' / 'received_on' → 'Received on'. */
export function fieldLabel(field: string): string {
  const known = reservationLabels[field] ?? otherLabels[field];
  if (known) return known;
  const words = field
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : field;
}

/**
 * A recorded value as staff read it (issue 32 item 5): money in ₹ with Indian grouping (rupee
 * fields as stored, paise fields divided), instants in IST, dates in words, flags as Yes/No.
 */
export function showValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (rupeeFields.has(field) || field.endsWith("Rupees")) {
    const paise = parsePaise(value);
    if (paise !== null) return formatINR(paise);
  }
  if (
    (paiseFields.has(field) || field.endsWith("Paise")) &&
    typeof value === "number" &&
    Number.isSafeInteger(value)
  ) {
    return formatINR(value);
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" && INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
    return `${formatDateTime(value)} IST`;
  }
  if (typeof value === "string" && PLAIN_DATE.test(value) && !Number.isNaN(Date.parse(value))) {
    return formatPlainDate(value);
  }
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * What a change did, field by field: each field whose value differs between `before` and
 * `after` (a creation has no before, a deletion no after), in the form's order, money in ₹.
 */
export function fieldDifferences(before: unknown, after: unknown): FieldDifference[] {
  const a = asRecord(before);
  const b = asRecord(after);
  const known = Object.keys(reservationLabels);
  const others = [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((f) => !known.includes(f))
    .sort();
  return (
    [...known, ...others]
      .filter((field) => !bookKeeping.has(field) && (field in a || field in b))
      .map((field) => ({
        field,
        label: fieldLabel(field),
        before: showValue(field, a[field]),
        after: showValue(field, b[field]),
      }))
      // Compared as shown: "50000" and "50000.00" are the same amount, "" and nothing the same note.
      .filter((difference) => difference.before !== difference.after)
  );
}
