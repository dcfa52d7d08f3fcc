import { describe, expect, it } from "vitest";
import { calculateTotals, cardAmount, mealTypeOf } from "./calculations";
import { formatINR, fromPaise, mulDivRound, toPaise } from "~/modules/money";

const base = {
  guestCount: 100,
  perPersonAmount: "1200",
  gstType: "percentage" as const,
  gstValue: "18",
  advanceAmountReceived: "50000",
  isFOC: false,
  withAlcohol: false,
};

describe("reservation calculations (spec 5)", () => {
  it("percentage GST: total, GST, total with GST and remaining due in paise", () => {
    expect(calculateTotals(base)).toMatchObject({
      totalEventAmountExcludingGST: 12_000_000,
      gstCalculatedAmount: 2_160_000,
      totalAmountIncludingGST: 14_160_000,
      remainingAmountDue: 9_160_000,
      totalAlcoholAmount: 0,
    });
  });

  it("flat GST amount is added as given", () => {
    const t = calculateTotals({ ...base, gstType: "amount", gstValue: "999.99" });
    expect(t.gstCalculatedAmount).toBe(99_999);
    expect(t.totalAmountIncludingGST).toBe(12_000_000 + 99_999);
  });

  it("charges GST as tax documents do: the half rounded half-up to the paisa, doubled (issue 27 item 3)", () => {
    // 3 × 333.33 = 999.99; 9 % = 89.9991 → 90.00; doubled 180.00
    expect(calculateTotals({ ...base, guestCount: 3, perPersonAmount: "333.33" }).gstCalculatedAmount).toBe(
      18_000,
    );
    // 1 × 0.50 at 18 %: half 0.045 → 0.05 (half-up, not banker's 0.04), doubled 0.10
    expect(calculateTotals({ ...base, guestCount: 1, perPersonAmount: "0.5" }).gstCalculatedAmount).toBe(10);
    // 1 × 0.25 at 18 %: half 0.0225 → 0.02, doubled 0.04 (the whole rate once would give 0.05)
    expect(calculateTotals({ ...base, guestCount: 1, perPersonAmount: "0.25" }).gstCalculatedAmount).toBe(4);
    // ₹1,000.03 at 18 %: half 90.0027 → 90.00, doubled 180.00 (the whole rate once: 180.01)
    expect(calculateTotals({ ...base, guestCount: 1, perPersonAmount: "1000.03" }).gstCalculatedAmount).toBe(
      180_00,
    );
    // 12.5 % of 1.00: half 0.0625 → 0.06, doubled 0.12
    expect(
      calculateTotals({ ...base, guestCount: 1, perPersonAmount: "1", gstValue: "12.5" }).gstCalculatedAmount,
    ).toBe(12);
  });

  it("remaining due is the one balance's: never below 0, nothing for a cancelled booking", () => {
    expect(calculateTotals({ ...base, advanceAmountReceived: "200000" }).remainingAmountDue).toBe(0);
    expect(calculateTotals({ ...base, status: "cancelled" }).remainingAmountDue).toBe(0);
    expect(calculateTotals({ ...base, status: "pending" }).remainingAmountDue).toBe(9_160_000);
  });

  it("empty numbers count as 0", () => {
    const t = calculateTotals({
      ...base,
      perPersonAmount: "",
      gstValue: undefined,
      advanceAmountReceived: null,
    });
    expect(t.totalAmountIncludingGST).toBe(0);
    expect(t.remainingAmountDue).toBe(0);
  });

  it("NC (non-chargeable) zeroes the chargeable amounts whatever was typed", () => {
    const t = calculateTotals({ ...base, isFOC: true });
    expect(t).toMatchObject({
      perPersonAmount: 0,
      gstValue: 0,
      advanceAmountReceived: 0,
      totalEventAmountExcludingGST: 0,
      gstCalculatedAmount: 0,
      totalAmountIncludingGST: 0,
      remainingAmountDue: 0,
    });
  });

  it("alcohol total = MRP × (1 + charge% / 100), only when withAlcohol is on", () => {
    const withIt = { ...base, withAlcohol: true, alcoholMRP: "25000", alcoholPercentageCharges: "12.5" };
    expect(calculateTotals(withIt).totalAlcoholAmount).toBe(2_812_500);
    expect(calculateTotals({ ...withIt, withAlcohol: false }).totalAlcoholAmount).toBe(0);
    expect(calculateTotals({ ...withIt, alcoholPercentageCharges: "" }).totalAlcoholAmount).toBe(2_500_000);
  });

  it("alcohol is billed apart from the event total", () => {
    const t = calculateTotals({
      ...base,
      withAlcohol: true,
      alcoholMRP: "1000",
      alcoholPercentageCharges: "10",
    });
    expect(t.totalAmountIncludingGST).toBe(14_160_000);
  });

  it("large bookings stay exact", () => {
    // The form's largest: 10,000 guests at ₹9,99,99,999.99 each stays below 2^53 paise.
    const t = calculateTotals({ ...base, guestCount: 10_000, perPersonAmount: "99999999.99" });
    expect(t.totalEventAmountExcludingGST).toBe(99_999_999_990_000);
    expect(Number.isSafeInteger(t.totalAmountIncludingGST)).toBe(true);
    expect(t.gstCalculatedAmount).toBe(17_999_999_998_200);
  });
});

describe("card amount and meal type fall-backs (spec 3.4)", () => {
  it("totalAmountIncludingGST, then totalAmount, then 0", () => {
    expect(cardAmount({ totalAmountIncludingGST: "10.50", totalAmount: "9.00" })).toBe(1050);
    expect(cardAmount({ totalAmountIncludingGST: null, totalAmount: "9.00" })).toBe(900);
    expect(cardAmount({ totalAmountIncludingGST: null, totalAmount: null })).toBe(0);
  });

  it("an older record without mealType takes it from isVegMeal", () => {
    expect(mealTypeOf({ mealType: null, isVegMeal: true })).toBe("veg");
    expect(mealTypeOf({ mealType: null, isVegMeal: false })).toBe("non-veg");
    expect(mealTypeOf({ mealType: "non-veg", isVegMeal: true })).toBe("non-veg");
  });
});

describe("money", () => {
  it("parses and prints rupee strings through paise", () => {
    expect(toPaise("1234.5")).toBe(123_450);
    expect(toPaise("-12.05")).toBe(-1205);
    expect(fromPaise(123_450)).toBe("1234.50");
    expect(fromPaise(-5)).toBe("-0.05");
    expect(() => toPaise("1e3")).toThrow();
  });

  it("rounds half away from zero", () => {
    expect(mulDivRound(5, 1, 10)).toBe(1);
    expect(mulDivRound(4, 1, 10)).toBe(0);
    expect(mulDivRound(-5, 1, 10)).toBe(-1);
  });

  it("formats as Indian rupees with two decimals and Indian digit grouping", () => {
    expect(formatINR(12_345_600)).toBe("₹1,23,456.00");
    expect(formatINR(0)).toBe("₹0.00");
    expect(formatINR(5)).toBe("₹0.05");
  });
});
