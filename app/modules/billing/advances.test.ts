import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateTotals } from "~/modules/reservations/calculations";
import { fromPaise } from "~/modules/money";
import { advanceTables, halfTax, taxableInside, takeAdvances, taxOn } from "./advances";

const rates = fc.constantFrom(500, 1800, 4000);

describe("tax as documents charge it (issue 27 item 3)", () => {
  it("CGST = SGST to the paisa, and spec 5's GST is the same figure", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_00_00_000_00 }), rates, (taxable, rate) => {
        const tax = taxOn(taxable, rate);
        expect(tax.cgst).toBe(tax.sgst);
        expect(tax.total).toBe(taxable + 2 * halfTax(taxable, rate));
        // The booking's GST (spec 5, calculateTotals) equals the documents' to the paisa.
        const booked = calculateTotals({
          guestCount: 1,
          perPersonAmount: fromPaise(taxable),
          gstType: "percentage",
          gstValue: String(rate / 100),
          isFOC: false,
          withAlcohol: false,
        });
        expect(booked.gstCalculatedAmount).toBe(tax.cgst + tax.sgst);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the taxable value inside money received (rule 50)", () => {
  it("is the largest whose amount with tax fits; at most 2 paise are left outside", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_00_00_000_00 }), rates, (amount, rate) => {
        const t = taxableInside(amount, rate);
        const inside = t + 2 * halfTax(t, rate);
        expect(inside).toBeLessThanOrEqual(amount);
        expect(amount - inside).toBeLessThanOrEqual(2);
        expect(t + 1 + 2 * halfTax(t + 1, rate)).toBeGreaterThan(amount);
      }),
      { numRuns: 3000 },
    );
    expect(taxableInside(1_18_000_00, 1800)).toBe(1_00_000_00);
  });

  it("takes advances oldest first, a whole voucher when the amount covers it", () => {
    const pool = [
      { number: "RV/1", date: "2026-10-01", rate: 1800, taxable: 50_000_00, cgst: 4_500_00, sgst: 4_500_00 },
      { number: "RV/2", date: "2026-10-05", rate: 1800, taxable: 10_000_00, cgst: 900_00, sgst: 900_00 },
    ];
    expect(takeAdvances(pool, 70_800_00).map((p) => [p.number, p.taxable, p.cgst])).toEqual([
      ["RV/1", 50_000_00, 4_500_00],
      ["RV/2", 10_000_00, 900_00],
    ]);
    expect(takeAdvances(pool, 11_800_00).map((p) => [p.number, p.taxable, p.cgst])).toEqual([
      ["RV/1", 10_000_00, 900_00],
    ]);
  });
});

describe("GSTR-1 tables 11A and 11B", () => {
  const receipt = (number: string, issuedOn: string, taxable: number) => ({
    series: "receipt",
    issuedOn,
    number,
    rate: 1800,
    taxable,
    cgst: halfTax(taxable, 1800),
    sgst: halfTax(taxable, 1800),
    advances: [],
  });
  const adjusting = (series: string, issuedOn: string, of: ReturnType<typeof receipt>, taxable: number) => ({
    series,
    issuedOn,
    number: `${series}-${issuedOn}`,
    rate: 1800,
    taxable: 0,
    cgst: 0,
    sgst: 0,
    advances: [
      {
        number: of.number,
        date: of.issuedOn,
        rate: 1800,
        taxable,
        cgst: halfTax(taxable, 1800),
        sgst: halfTax(taxable, 1800),
      },
    ],
  });

  it("an advance of one month adjusted in a later one; the part adjusted in its own month is in neither", () => {
    const rv = receipt("RV/1", "2026-10-10", 1_00_000_00);
    const tables = advanceTables([
      rv,
      adjusting("refund", "2026-10-20", rv, 20_000_00),
      adjusting("invoice", "2026-11-02", rv, 80_000_00),
    ]);
    expect(tables.at).toEqual([
      { month: "2026-10", rate: 1800, taxable: 80_000_00, cgst: 7_200_00, sgst: 7_200_00 },
    ]);
    expect(tables.atadj).toEqual([
      { month: "2026-11", rate: 1800, taxable: 80_000_00, cgst: 7_200_00, sgst: 7_200_00 },
    ]);
  });
});
