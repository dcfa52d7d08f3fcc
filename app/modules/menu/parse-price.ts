/**
 * The one price parser of the menu (the item form and the bulk import, issue 12): a price in
 * rupees as staff type it, to whole paise. Self-contained on purpose: it moves to
 * app/modules/money/ later.
 *
 * Accepted: optional "₹", the rupees plain (1250), in Western groups (1,250,000) or in Indian
 * groups (12,50,000), then optionally "." and one or two digits of paise. Anything else is
 * refused as a whole (null): no leading-number reading, no rounding, so "1,250" never becomes
 * ₹1 and "12.5abc" never becomes ₹12.50.
 */
const PRICE = /^(?:₹\s*)?(\d{1,13}|\d{1,3}(?:,\d{3}){1,3}|\d{1,2}(?:,\d{2}){0,4},\d{3})(?:\.(\d{1,2}))?$/;

export function parsePricePaise(value: unknown): number | null {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 0) return null;
    // String() gives the shortest exact decimal: 80.5 → "80.5", 12.345 → refused below, 1e21 → refused.
    text = String(value);
  } else if (typeof value === "string") {
    text = value.trim();
  } else {
    return null;
  }
  const match = PRICE.exec(text);
  if (!match) return null;
  const rupees = Number(match[1]!.replaceAll(",", ""));
  const paise = Number((match[2] ?? "").padEnd(2, "0"));
  return rupees * 100 + paise;
}

/** Paise as the database's numeric(12,2) text ("1250.50"), exact for any safe integer. */
export function paiseToDecimal(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not a price in paise: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}
