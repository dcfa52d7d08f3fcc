import { formatINR, parsePaise } from "~/modules/money";

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
};

const moneyFields = new Set([
  "perPersonAmount",
  "advanceAmountReceived",
  "alcoholMRP",
  "totalEventAmountExcludingGST",
  "gstCalculatedAmount",
  "totalAmountIncludingGST",
  "totalAmount",
  "totalAlcoholAmount",
  "remainingAmountDue",
]);

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

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (moneyFields.has(field)) {
    const paise = parsePaise(value);
    if (paise !== null) return formatINR(paise);
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
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
        label: reservationLabels[field] ?? field,
        before: show(field, a[field]),
        after: show(field, b[field]),
      }))
      // Compared as shown: "50000" and "50000.00" are the same amount, "" and nothing the same note.
      .filter((difference) => difference.before !== difference.after)
  );
}
