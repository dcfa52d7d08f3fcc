import { mulDivRound, type Paise, toPaise } from "~/modules/money";

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
 * (NC) event zeroes the chargeable inputs (per person, GST value, advance). GST percentages and
 * alcohol charges are rounded half-up to the paisa once. Alcohol is billed on its own and is not
 * part of the event total (the spec's formulas keep them apart).
 */
export function calculateTotals(input: CalculationInput): ReservationTotals {
  const perPersonAmount = input.isFOC ? 0 : toPaise(input.perPersonAmount);
  const gstValue = input.isFOC ? 0 : toPaise(input.gstValue);
  const advanceAmountReceived = input.isFOC ? 0 : toPaise(input.advanceAmountReceived);
  const totalEventAmountExcludingGST = perPersonAmount * input.guestCount;
  // gstValue holds a percentage in hundredths when gstType is percentage (18.5 → 1850).
  const gstCalculatedAmount =
    input.gstType === "amount" ? gstValue : mulDivRound(totalEventAmountExcludingGST, gstValue, 100 * 100);
  const totalAmountIncludingGST = totalEventAmountExcludingGST + gstCalculatedAmount;
  const remainingAmountDue = totalAmountIncludingGST - advanceAmountReceived;
  let totalAlcoholAmount = 0;
  if (input.withAlcohol) {
    const mrp = toPaise(input.alcoholMRP);
    totalAlcoholAmount = mrp + mulDivRound(mrp, toPaise(input.alcoholPercentageCharges), 100 * 100);
  }
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
