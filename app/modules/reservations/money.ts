/** Money in integer paise; the database stores numeric(…, 2) rupee strings. */
export type Paise = number;

/** What the form's live totals compute with: 0 or more, at most 2 decimals, below ₹10 crore. */
const AMOUNT = /^\d{1,8}(?:\.\d{1,2})?$/;
/** What a person may type before the bounds are checked: 0 or more, at most 2 decimals. */
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
 * "1234.5" → 123450. Empty or missing counts as 0 (spec 5). Every value a numeric column can hold
 * is read, however large: exact up to 2^53 paise (about ₹90 lakh crore), the nearest number beyond, which
 * only a hand-edited row can reach (the form's bounds keep every total within ₹2,100 crore). Text that
 * is not a decimal at all is a programming error.
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
 * 123450 → "1234.50" (for numeric columns and form values). Integer arithmetic, so it is exact for
 * every whole number of paise up to 10^16 (the numeric(16, 2) columns' range).
 */
export function fromPaise(paise: Paise): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
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

/**
 * ₹1,23,456.00 — spec 9: Indian rupee with 2 decimals. Formats the exact decimal text rather than
 * paise / 100, whose binary rounding can be off by a paisa for large amounts.
 */
export function formatINR(paise: Paise): string {
  return inr.format(fromPaise(paise) as `${number}`);
}
