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
