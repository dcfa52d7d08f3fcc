import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatINR, formatRupeesInput, fromPaise, intraStateGst, mulDivRound, parsePaise, toPaise } from ".";

/** Every amount a JavaScript number holds exactly, in paise. */
const paise = fc.maxSafeNat();

describe("parse ∘ format: every amount of paise formats and parses back to itself", () => {
  it("₹ with Indian grouping and two decimals (₹1,23,456.00)", () => {
    fc.assert(
      fc.property(paise, (p) => {
        expect(parsePaise(formatINR(p))).toBe(p);
      }),
      { numRuns: 5000 },
    );
  });

  it("the menu's whole rupees (₹350) and rupees with paise (₹349.50)", () => {
    fc.assert(
      fc.property(paise, (p) => {
        expect(parsePaise(formatINR(p, { wholeRupees: true }))).toBe(p);
      }),
      { numRuns: 5000 },
    );
  });

  it("a form field's value and a numeric column's text", () => {
    fc.assert(
      fc.property(paise, (p) => {
        expect(parsePaise(formatRupeesInput(p))).toBe(p);
        expect(parsePaise(fromPaise(p))).toBe(p);
        expect(toPaise(fromPaise(p))).toBe(p);
      }),
      { numRuns: 5000 },
    );
  });

  it("a form field shows a price as the menu's edit form always did (the number read from the column)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (p) => {
        expect(formatRupeesInput(p)).toBe(String(Number(fromPaise(p))));
      }),
      { numRuns: 5000 },
    );
  });

  it("the texts themselves", () => {
    expect(formatINR(12_345_600)).toBe("₹1,23,456.00");
    expect(formatINR(35_000, { wholeRupees: true })).toBe("₹350");
    expect(formatINR(34_950, { wholeRupees: true })).toBe("₹349.50");
    expect(formatINR(0, { wholeRupees: true })).toBe("₹0");
    expect(formatINR(-150)).toBe("-₹1.50");
    expect(formatRupeesInput(35_000)).toBe("350");
    expect(formatRupeesInput(34_950)).toBe("349.5");
    expect(formatRupeesInput(1_205)).toBe("12.05");
    expect(formatRupeesInput(0)).toBe("0");
    expect(parsePaise("₹12,50,000.50")).toBe(125_000_050);
    expect(parsePaise(formatINR(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("refuses what no paise can be: above 2^53, negative, not a number", () => {
    expect(parsePaise("90071992547409.92")).toBeNull();
    expect(parsePaise("99,99,99,99,99,99,999")).toBeNull();
    expect(parsePaise("-₹1.50")).toBeNull();
    expect(parsePaise(Number.NaN)).toBeNull();
  });
});

describe("GST split for invoices", () => {
  it("18 % on ₹1,000: CGST 9 % and SGST 9 % within a state, IGST 18 % between states", () => {
    expect(intraStateGst(1_000_00, 1800)).toEqual({
      taxable: 1_000_00,
      cgst: 90_00,
      sgst: 90_00,
      gst: 180_00,
      total: 1_180_00,
    });
  });

  it("each half is rounded half-up to the paisa on its own", () => {
    // 2 % of 50 paise: each 1 % half is 0.5 paisa, rounded up to 1; the whole 2 % is exactly 1.
    expect(intraStateGst(50, 200)).toMatchObject({ cgst: 1, sgst: 1, gst: 2, total: 52 });
    // 5 % of ₹10.10: 2.5 % is 25.25 paise → 25 each.
    expect(intraStateGst(1_010, 500)).toMatchObject({ cgst: 25, sgst: 25, gst: 50 });
    // 28 % of ₹0.99: 14 % is 13.86 paise → 14 each.
    expect(intraStateGst(99, 2800)).toMatchObject({ cgst: 14, sgst: 14, gst: 28, total: 127 });
  });

  it("any taxable value and rate: halves equal, half-up to the paisa, sums add up, a paisa from the whole rate at most", () => {
    const taxable = fc.integer({ min: 0, max: 1e13 });
    const rate = fc.oneof(
      fc.constantFrom(0, 250, 500, 1200, 1800, 2800),
      fc.integer({ min: 0, max: 10_000 }),
    );
    fc.assert(
      fc.property(taxable, rate, (t, r) => {
        const intra = intraStateGst(t, r);
        expect(intra.cgst).toBe(intra.sgst);
        // cgst is the exact half-rate tax rounded half-up: within half a paisa, ties going up.
        const exact = BigInt(t) * BigInt(r);
        const diff = BigInt(intra.cgst) * 20_000n - exact;
        expect(diff > -10_000n && diff <= 10_000n).toBe(true);
        expect(intra.gst).toBe(intra.cgst + intra.sgst);
        expect(intra.total).toBe(t + intra.gst);
        expect(Math.abs(intra.gst - mulDivRound(t, r, 10_000))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 5000 },
    );
  });

  it("refuses amounts or rates that are not whole numbers", () => {
    expect(() => intraStateGst(10.5, 1800)).toThrow(RangeError);
    expect(() => intraStateGst(1000, 18.5)).toThrow(RangeError);
    expect(() => intraStateGst(1000, -1)).toThrow(RangeError);
  });
});
