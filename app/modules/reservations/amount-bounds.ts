import { type CalculationInput, calculateTotals } from "./calculations";
import { formatINR, type Paise, toPaise } from "~/modules/money";

/** Spec 9: the hall seats 400. A larger booking is allowed (standing, the pavilions) with a warning. */
export const HALL_SEATING = 400;

export const GUESTS = { min: 1, max: 10_000 } as const;

/**
 * The largest amounts a reservation takes, in paise (issue 12). Every total they can produce stays
 * exact in paise and fits its numeric column; the flat GST and the advance are also held to the
 * totals, and to what their numeric(12, 2) columns hold.
 */
export const AMOUNT_MAX = {
  perPersonAmount: 1_000_000_00,
  alcoholMRP: 1_00_00_000_00,
  /** Flat GST and advance: below ₹10 crore. */
  entered: 9_99_99_999_99,
} as const;

export const PERCENT_MAX = { gst: 100, alcohol: 1000 } as const;

export const boundMessages = {
  guestsMin: `The number of guests must be at least ${GUESTS.min}.`,
  guestsMax: `The number of guests must be at most ${GUESTS.max.toLocaleString("en-IN")}.`,
  perPersonMax: `The per-person amount must be at most ${formatINR(AMOUNT_MAX.perPersonAmount)}.`,
  alcoholMRPMax: `The alcohol MRP must be at most ${formatINR(AMOUNT_MAX.alcoholMRP)}.`,
  flatGstMax: `The flat GST must be at most ${formatINR(AMOUNT_MAX.entered)}.`,
  flatGstOverTotal: "The flat GST cannot be more than the total excluding GST.",
  advanceMax: `The advance received must be at most ${formatINR(AMOUNT_MAX.entered)}.`,
  advanceOverTotal: "The advance cannot be more than the total amount.",
  gstPercentMax: `The GST percentage must be at most ${PERCENT_MAX.gst}.`,
  alcoholPercentMax: `The alcohol charge percentage must be at most ${PERCENT_MAX.alcohol}.`,
  aboveSeating: `Above the hall's seating of ${HALL_SEATING} guests.`,
} as const;

export type BoundField =
  | "guestCount"
  | "perPersonAmount"
  | "gstValue"
  | "advanceAmountReceived"
  | "alcoholMRP"
  | "alcoholPercentageCharges";

export interface BoundIssue {
  field: BoundField;
  message: string;
}

/** Spec 9: shown (never refused) when the guests outnumber the hall's seats. */
export function seatingWarning(guestCount: number): string | null {
  return guestCount > HALL_SEATING ? boundMessages.aboveSeating : null;
}

/**
 * Every bound of a reservation's numbers, each reported on its field. The amounts must already be
 * decimal text (the schema's format check); the totals are checked only once the inputs they are
 * computed from are within their own bounds. Used by the form schema (browser and server) and again
 * by the use cases, so no caller can store an amount the screens cannot show.
 */
export function boundIssues(input: CalculationInput): BoundIssue[] {
  const issues: BoundIssue[] = [];
  const over = (text: string | null | undefined, max: number) => toPaise(text) > max;
  if (!Number.isInteger(input.guestCount) || input.guestCount < GUESTS.min) {
    issues.push({ field: "guestCount", message: boundMessages.guestsMin });
  } else if (input.guestCount > GUESTS.max) {
    issues.push({ field: "guestCount", message: boundMessages.guestsMax });
  }
  const percentage = input.gstType === "percentage";
  if (!input.isFOC) {
    if (over(input.perPersonAmount, AMOUNT_MAX.perPersonAmount)) {
      issues.push({ field: "perPersonAmount", message: boundMessages.perPersonMax });
    }
    if (percentage && over(input.gstValue, PERCENT_MAX.gst * 100)) {
      issues.push({ field: "gstValue", message: boundMessages.gstPercentMax });
    }
    if (!percentage && over(input.gstValue, AMOUNT_MAX.entered)) {
      issues.push({ field: "gstValue", message: boundMessages.flatGstMax });
    }
    if (over(input.advanceAmountReceived, AMOUNT_MAX.entered)) {
      issues.push({ field: "advanceAmountReceived", message: boundMessages.advanceMax });
    }
  }
  if (input.withAlcohol) {
    if (over(input.alcoholMRP, AMOUNT_MAX.alcoholMRP)) {
      issues.push({ field: "alcoholMRP", message: boundMessages.alcoholMRPMax });
    }
    if (over(input.alcoholPercentageCharges, PERCENT_MAX.alcohol * 100)) {
      issues.push({ field: "alcoholPercentageCharges", message: boundMessages.alcoholPercentMax });
    }
  }
  if (issues.length > 0 || input.isFOC) return issues;
  const totals = calculateTotals(input);
  if (!percentage && totals.gstCalculatedAmount > totals.totalEventAmountExcludingGST) {
    issues.push({ field: "gstValue", message: boundMessages.flatGstOverTotal });
  }
  const total: Paise = totals.totalAmountIncludingGST + totals.totalAlcoholAmount;
  if (totals.advanceAmountReceived > total) {
    issues.push({ field: "advanceAmountReceived", message: boundMessages.advanceOverTotal });
  }
  return issues;
}
