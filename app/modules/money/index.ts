/**
 * Money in integer paise (₹1 = 100 paise) in every calculation (DESIGN.md "Money"); the database
 * stores numeric(…, 2) rupee text, people type rupees, screens show ₹ with Indian grouping.
 */
export type Paise = number;

/** What the reservation form's live totals compute with: 0 or more, at most 2 decimals, below ₹10 crore. */
const AMOUNT = /^\d{1,8}(?:\.\d{1,2})?$/;
/** What a person may type in the reservation form before the bounds are checked. */
const AMOUNT_FORMAT = /^\d+(?:\.\d{1,2})?$/;
/** Any numeric(p, 2) value the database returns (remaining due is negative after an overpayment). */
const STORED = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

export function isAmount(text: string): boolean {
  return AMOUNT.test(text);
}

export function isAmountFormat(text: string): boolean {
  return AMOUNT_FORMAT.test(text);
}

/**
 * A numeric column's text to paise: "1234.5" → 123450. Empty or missing counts as 0 (spec 5).
 * Every value a numeric column can hold is read, however large: exact up to 2^53 paise (about ₹90
 * lakh crore), the nearest number beyond, which only a hand-edited row can reach (the reservation
 * form's bounds keep every total within ₹2,100 crore). Text that is not a decimal at all is a
 * programming error.
 */
export function toPaise(text: string | null | undefined): Paise {
  const value = (text ?? "").trim();
  if (value === "") return 0;
  const match = STORED.exec(value);
  if (!match) throw new Error(`Not an amount: ${value}`);
  const fraction = (match[3] ?? "").padEnd(2, "0");
  const paise = Number(match[2]) * 100 + Number(fraction);
  return match[1] && paise !== 0 ? -paise : paise;
}

/**
 * Paise to a numeric column's text: 123450 → "1234.50" (also a form's value). Integer arithmetic,
 * so it is exact for every whole number of paise up to 10^16 (the numeric(16, 2) columns' range).
 */
export function fromPaise(paise: Paise): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * Rupees as people type them, to paise: optional "₹", the rupees plain (1250), in Western groups
 * (1,250,000) or Indian groups (12,50,000), then optionally "." and one or two digits of paise.
 * Anything else is refused as a whole (null): no leading-number reading, no rounding, so "1,250"
 * never becomes ₹1 and "12.5abc" never becomes ₹12.50. A number is read by its shortest decimal
 * (80.5 → "80.5"). Every text formatINR writes reads back to its paise.
 */
const TYPED = /^(?:₹\s*)?(\d{1,14}|\d{1,3}(?:,\d{3}){1,4}|\d{1,2}(?:,\d{2}){0,5},\d{3})(?:\.(\d{1,2}))?$/;

export function parsePaise(value: unknown): Paise | null {
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
  const match = TYPED.exec(text);
  if (!match) return null;
  const paise = Number(match[1]!.replaceAll(",", "")) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** a × b / divisor rounded half-up (away from zero), exact for any size through BigInt. */
export function mulDivRound(a: number, b: number, divisor: number): number {
  const product = BigInt(a) * BigInt(b);
  const d = BigInt(divisor);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs * 2n + d) / (2n * d);
  return Number(negative ? -rounded : rounded);
}

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeInr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/**
 * ₹1,23,456.00: Indian rupees with 2 decimals (spec 9). With `wholeRupees`, an amount without
 * paise drops them (₹350, as menus show prices) and any other keeps both digits (₹349.50).
 * Formats the exact decimal text rather than paise / 100, whose binary rounding can be off by a
 * paisa for large amounts.
 */
export function formatINR(paise: Paise, options: { wholeRupees?: boolean } = {}): string {
  const text = fromPaise(paise) as `${number}`;
  return options.wholeRupees && paise % 100 === 0 ? wholeInr.format(text) : inr.format(text);
}

/** Paise as a form field's rupees, without trailing zeros: "350", "349.5", "12.05"; parsePaise reads it. */
export function formatRupeesInput(paise: Paise): string {
  return fromPaise(paise).replace(/\.?0+$/, "");
}

// GST on a taxable value, for invoices. Rates are in hundredths of a percent (18 % → 1800,
// 2.5 % → 250), as the reservation form stores percentages.

export interface IntraStateGst {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  /** CGST + SGST. */
  gst: Paise;
  /** Taxable value + GST. */
  total: Paise;
}

const HALF_RATE_DIVISOR = 2 * 100 * 100;

function checkGstInputs(taxable: Paise, rate: number) {
  if (!Number.isSafeInteger(taxable)) throw new RangeError(`Not an amount in paise: ${taxable}`);
  if (!Number.isSafeInteger(rate) || rate < 0) throw new RangeError(`Not a GST rate in hundredths: ${rate}`);
}

/**
 * Within a state: CGST and SGST are each charged at half the rate on the taxable value and each
 * rounded half-up to the paisa, so their sum may differ by a paisa from the whole rate charged at once.
 */
export function intraStateGst(taxable: Paise, rate: number): IntraStateGst {
  checkGstInputs(taxable, rate);
  const cgst = mulDivRound(taxable, rate, HALF_RATE_DIVISOR);
  const sgst = mulDivRound(taxable, rate, HALF_RATE_DIVISOR);
  return { taxable, cgst, sgst, gst: cgst + sgst, total: taxable + cgst + sgst };
}
