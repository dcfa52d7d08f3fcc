import { balanceOf } from "~/modules/balance/balance";
import { intraStateGst, mulDivRound, type Paise, toPaise } from "~/modules/money";

export interface CalculationInput {
  guestCount: number;
  perPersonAmount?: string | null;
  gstType: "percentage" | "amount";
  gstValue?: string | null;
  advanceAmountReceived?: string | null;
  isFOC: boolean;
  withAlcohol: boolean;
  alcoholMRP?: string | null;
  alcoholPercentageCharges?: string | null;
  /** A cancelled booking charges nothing (issue 32 item 4); absent counts as not cancelled. */
  status?: string;
}

export interface ReservationTotals {
  perPersonAmount: Paise;
  gstValue: Paise;
  advanceAmountReceived: Paise;
  totalEventAmountExcludingGST: Paise;
  gstCalculatedAmount: Paise;
  totalAmountIncludingGST: Paise;
  totalAlcoholAmount: Paise;
  remainingAmountDue: Paise;
}

/**
 * Spec 5 "Reservation calculations", in integer paise. Empty numbers count as 0; a Non-Chargeable
 * (NC) event zeroes the chargeable inputs (per person, GST value, advance). A GST percentage is
 * charged as tax documents charge it (issue 27 item 3): half the rate (central tax) rounded half-up
 * to the paisa, doubled (central + State tax), so the booking, its quotation and its invoice never
 * differ by a paisa. Alcohol charges are rounded half-up once. Alcohol is billed on its own and is
 * not part of the event total (the spec's formulas keep them apart). Remaining due is the one
 * balance's (`balanceOf`): total including GST − advance, never below 0, and nothing for a
 * cancelled booking.
 */
export function calculateTotals(input: CalculationInput): ReservationTotals {
  const perPersonAmount = input.isFOC ? 0 : toPaise(input.perPersonAmount);
  const gstValue = input.isFOC ? 0 : toPaise(input.gstValue);
  const advanceAmountReceived = input.isFOC ? 0 : toPaise(input.advanceAmountReceived);
  const totalEventAmountExcludingGST = perPersonAmount * input.guestCount;
  // gstValue holds a percentage in hundredths when gstType is percentage (18.5 → 1850).
  const gstCalculatedAmount =
    input.gstType === "amount" ? gstValue : intraStateGst(totalEventAmountExcludingGST, gstValue).gst;
  const totalAmountIncludingGST = totalEventAmountExcludingGST + gstCalculatedAmount;
  let totalAlcoholAmount = 0;
  if (input.withAlcohol) {
    const mrp = toPaise(input.alcoholMRP);
    totalAlcoholAmount = mrp + mulDivRound(mrp, toPaise(input.alcoholPercentageCharges), 100 * 100);
  }
  const { remainingDue: remainingAmountDue } = balanceOf({
    status: input.status ?? "confirmed",
    isFOC: input.isFOC,
    bookingTotal: totalAmountIncludingGST,
    alcoholTotal: totalAlcoholAmount,
    documents: [],
    ledger: [{ kind: "payment", amount: advanceAmountReceived }],
  });
  return {
    perPersonAmount,
    gstValue,
    advanceAmountReceived,
    totalEventAmountExcludingGST,
    gstCalculatedAmount,
    totalAmountIncludingGST,
    totalAlcoholAmount,
    remainingAmountDue,
  };
}

/** Spec 3.4: a card shows totalAmountIncludingGST, falling back to totalAmount, then 0. */
export function cardAmount(record: {
  totalAmountIncludingGST: string | null;
  totalAmount: string | null;
}): Paise {
  if (record.totalAmountIncludingGST !== null) return toPaise(record.totalAmountIncludingGST);
  if (record.totalAmount !== null) return toPaise(record.totalAmount);
  return 0;
}

/** Spec 3.4: an older record without mealType takes it from isVegMeal. */
export function mealTypeOf(record: { mealType: string | null; isVegMeal: boolean }): "veg" | "non-veg" {
  if (record.mealType === "veg" || record.mealType === "non-veg") return record.mealType;
  return record.isVegMeal ? "veg" : "non-veg";
}
