import { type BalanceFacts, balanceOf } from "~/modules/balance/balance";
import { extrasOfLines } from "~/modules/billing/itemised";
import type { TaxLine } from "~/modules/billing/tax-lines";
import { isAmount } from "~/modules/money";
import { GUESTS } from "~/modules/reservations/amount-bounds";
import { calculateTotals } from "~/modules/reservations/calculations";

/** The form's guest count as typed (empty counts as 0). */
export function guestsOf(values: Record<string, unknown>): number {
  return values.guestCount === undefined || values.guestCount === "" ? 0 : Number(values.guestCount);
}

/** Spec 5's totals of what is typed, or null while a number cannot be read. */
function preview(values: Record<string, unknown>) {
  const amounts = [
    "perPersonAmount",
    "gstValue",
    "advanceAmountReceived",
    "alcoholMRP",
    "alcoholPercentageCharges",
  ];
  const ok = (k: string) => {
    const v = values[k];
    return v === undefined || v === "" || (typeof v === "string" && isAmount(v));
  };
  const guests = guestsOf(values);
  if (!amounts.every(ok) || !Number.isInteger(guests) || guests < 0 || guests > GUESTS.max) return null;
  const text = (k: string) => (typeof values[k] === "string" ? (values[k] as string) : undefined);
  return calculateTotals({
    guestCount: guests,
    perPersonAmount: text("perPersonAmount"),
    gstType: values.gstType === "amount" ? "amount" : "percentage",
    gstValue: text("gstValue"),
    advanceAmountReceived: text("advanceAmountReceived"),
    isFOC: values.isFOC === "on",
    withAlcohol: values.withAlcohol === "on",
    alcoholMRP: text("alcoholMRP"),
    alcoholPercentageCharges: text("alcoholPercentageCharges"),
  });
}

/**
 * The reservation form's live totals (spec 5) with the remaining due the save stores: the one
 * balance (issue 27 item 16) of the typed booking with the reservation's documents and ledger (once
 * it has payments the ledger decides the advance; before, the form's advance is the first payment)
 * and what its itemised lines add (issue 32: `extrasOfLines`, the same function the save's balance
 * calls, on the typed package and the tax line chosen in the form).
 */
export function previewTotals(
  values: Record<string, unknown>,
  options: { facts: BalanceFacts | null; hasPayments: boolean; taxLines: readonly TaxLine[] },
): ReturnType<typeof preview> {
  const totals = preview(values);
  if (!totals) return totals;
  const { facts, hasPayments, taxLines } = options;
  const chosen = taxLines.find((l) => l.id === values.taxLineId) ?? facts?.packageTaxLine ?? null;
  const extras = extrasOfLines(
    {
      taxable: totals.totalEventAmountExcludingGST,
      gstType: values.gstType === "amount" ? "amount" : "percentage",
      gstValue: totals.gstValue,
    },
    facts?.lines ?? [],
    chosen ? { id: chosen.id, description: chosen.description, sac: chosen.sac, rate: chosen.rate } : null,
  );
  const { remainingDue } = balanceOf({
    status: typeof values.status === "string" ? values.status : "confirmed",
    isFOC: values.isFOC === "on",
    bookingTotal: totals.totalAmountIncludingGST,
    alcoholTotal: totals.totalAlcoholAmount,
    documents: facts?.documents ?? [],
    ledger: hasPayments && facts ? facts.ledger : [{ kind: "payment", amount: totals.advanceAmountReceived }],
    extras,
  });
  return { ...totals, remainingAmountDue: remainingDue };
}
