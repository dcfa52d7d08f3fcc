import { DomainError } from "~/modules/errors";
import { boundIssues } from "./amount-bounds";
import { calculateTotals } from "./calculations";
import { fromPaise } from "~/modules/money";
import type { ReservationInput } from "./reservations.schema";
import { storedPhone } from "~/modules/phone/normalise";

/**
 * Form input → stored columns, with every derived amount computed here (never trusted from the
 * browser). The bounds are checked again whoever calls (the routes' schema already did), so nothing
 * out of bounds is stored: an amount too large to show would break every screen that lists it.
 */
export function reservationValues(input: ReservationInput) {
  const [issue] = boundIssues(input);
  if (issue) throw new DomainError(400, issue.message, issue.field);
  const totals = calculateTotals(input);
  return {
    eventName: input.eventName,
    eventDate: input.eventDate,
    eventStartTime: input.eventStartTime,
    eventEndTime: input.eventEndTime,
    clientName: input.clientName,
    clientEmail: input.clientEmail,
    // Issue 32 item 2: E.164 (+91 for a 10-digit number) whenever the number has one.
    clientPhone: storedPhone(input.clientPhone),
    guestCount: input.guestCount,
    mealType: input.mealType,
    isVegMeal: input.mealType === "veg",
    isFOC: input.isFOC,
    perPersonAmount: fromPaise(totals.perPersonAmount),
    gstType: input.gstType,
    gstValue: fromPaise(totals.gstValue),
    advanceAmountReceived: fromPaise(totals.advanceAmountReceived),
    withAlcohol: input.withAlcohol,
    alcoholMRP: input.withAlcohol ? (input.alcoholMRP ?? "0") : "0",
    alcoholPercentageCharges: input.withAlcohol ? (input.alcoholPercentageCharges ?? "0") : "0",
    status: input.status,
    notes: input.notes,
    hallSetupNotes: input.hallSetupNotes,
    totalEventAmountExcludingGST: fromPaise(totals.totalEventAmountExcludingGST),
    gstCalculatedAmount: fromPaise(totals.gstCalculatedAmount),
    totalAmountIncludingGST: fromPaise(totals.totalAmountIncludingGST),
    totalAlcoholAmount: fromPaise(totals.totalAlcoholAmount),
    remainingAmountDue: fromPaise(totals.remainingAmountDue),
  };
}
