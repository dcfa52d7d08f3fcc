import { describe, expect, it } from "vitest";
import { mulDivRound } from "~/modules/money";
import { formatRate, invoiceTax, taxInside } from "./tax";

describe("the invoice's tax split (CGST + SGST at half the rate each)", () => {
  it("splits 18 % into 9 % + 9 %", () => {
    expect(invoiceTax({ taxable: 3_00_000_00, gstType: "percentage", gstValue: 1800 })).toEqual({
      taxable: 3_00_000_00,
      rate: 1800,
      cgst: 27_000_00,
      sgst: 27_000_00,
      total: 3_54_000_00,
    });
  });

  it("rounds each half to the paisa on its own, so the sum can differ by a paisa from the whole rate", () => {
    // 5 % of ₹0.10: whole rate 0.5 paise → 1 paisa; each half 0.25 paise → 0, sum 0.
    const split = invoiceTax({ taxable: 10, gstType: "percentage", gstValue: 500 });
    expect(split).toMatchObject({ cgst: 0, sgst: 0, total: 10 });
    expect(mulDivRound(10, 500, 100 * 100)).toBe(1);
    // 18 % of ₹1,000.03: each half 90.0027 → 90.00; whole 180.0054 → 180.01.
    const odd = invoiceTax({ taxable: 1_000_03, gstType: "percentage", gstValue: 1800 });
    expect(odd).toMatchObject({ cgst: 90_00, sgst: 90_00, total: 1_180_03 });
    expect(mulDivRound(1_000_03, 1800, 100 * 100)).toBe(180_01);
  });

  it("splits a flat GST amount into halves, the odd paisa to central tax, with its effective rate", () => {
    expect(invoiceTax({ taxable: 1_000_00, gstType: "amount", gstValue: 180_01 })).toEqual({
      taxable: 1_000_00,
      rate: 1800,
      cgst: 90_01,
      sgst: 90_00,
      total: 1_180_01,
    });
  });
});

describe("tax inside an advance (receipt voucher)", () => {
  it("takes 18 % out of ₹1,18,000", () => {
    expect(taxInside(1_18_000_00, 1800)).toEqual({
      taxable: 1_00_000_00,
      rate: 1800,
      cgst: 9_000_00,
      sgst: 9_000_00,
      total: 1_18_000_00,
    });
  });

  it("keeps taxable + CGST + SGST equal to the amount received", () => {
    for (const amount of [1, 99, 1_000_01, 12_345_67]) {
      const t = taxInside(amount, 1800);
      expect(t.taxable + t.cgst + t.sgst).toBe(amount);
    }
  });
});

it("prints rates", () => {
  expect([formatRate(1800), formatRate(900), formatRate(250), formatRate(1250)]).toEqual([
    "18 %",
    "9 %",
    "2.5 %",
    "12.5 %",
  ]);
});
