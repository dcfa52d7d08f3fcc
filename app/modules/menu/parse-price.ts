/**
 * Spec 5: the price is parsed as a decimal and becomes 0 when it is not parsable.
 * Like parseFloat it reads a leading number ("250 rs" → 250); rounded to the paisa.
 */
export function parsePrice(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
  if (typeof value !== "string") return 0;
  const parsed = Number.parseFloat(value.replace(/^[\s₹]+/, "").replace(/,/g, ""));
  return Number.isFinite(parsed) ? Math.round(parsed * 100) / 100 : 0;
}

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
const wholeRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** ₹350 for whole rupees, ₹349.50 otherwise (menus rarely show paise). */
export function formatPrice(price: number): string {
  return Number.isInteger(price) ? wholeRupees.format(price) : rupees.format(price);
}
