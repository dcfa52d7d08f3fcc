import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateTotals } from "~/modules/reservations/calculations";
import { fromPaise } from "~/modules/money";
import {
  adjustAdvances,
  advanceTables,
  apportionAdvance,
  halfTax,
  inclusive,
  proportionalParts,
  type Receipt,
  refundAdvances,
  taxableInside,
  takeAdvances,
  taxOn,
  unadjusted,
} from "./advances";

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

describe("an advance over several tax lines (issue 32, rule 50)", () => {
  const line = fc.record({
    rate: rates,
    taxable: fc.integer({ min: 0, max: 50_00_000_00 }),
  });
  const lines = fc
    .array(line, { minLength: 1, maxLength: 4 })
    .map((ls) => ls.map((l, i) => ({ ...l, sac: `99${i}`, description: `Line ${i}` })));

  it("splits an amount in proportion, the parts summing exactly to it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_00_00_000_00 }),
        fc.array(fc.integer({ min: 0, max: 10_00_00_000_00 }), { minLength: 1, maxLength: 5 }),
        (amount, weights) => {
          const parts = proportionalParts(amount, weights);
          if (weights.some((w) => w > 0)) expect(parts.reduce((s, p) => s + p, 0)).toBe(amount);
          parts.forEach((p, i) => {
            if (weights[i] === 0) expect(p).toBe(0);
          });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("each row's CGST = SGST at its rate, no row beyond what its line has unbilled, and rows + outside GST = the amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_00_00_000_00 }), lines, (amount, unbilled) => {
        const { rows, outsideGst } = apportionAdvance(amount, unbilled);
        for (const r of rows) {
          expect(r.cgst).toBe(r.sgst);
          expect(r.cgst).toBe(halfTax(r.taxable, r.rate));
          const u = unbilled.find((l) => l.sac === r.sac)!;
          expect(r.taxable).toBeLessThanOrEqual(u.taxable);
        }
        expect(outsideGst).toBeGreaterThanOrEqual(0);
        expect(rows.reduce((s, r) => s + inclusive(r), 0) + outsideGst).toBe(amount);
        const room = unbilled.reduce((s, l) => s + l.taxable + 2 * halfTax(l.taxable, l.rate), 0);
        // Within what is unbilled, at most a paisa or two is left outside GST (an even tax per rate).
        if (amount <= room) expect(outsideGst).toBeLessThanOrEqual(2);
        else expect(outsideGst).toBe(amount - room);
      }),
      { numRuns: 2000 },
    );
  });

  it("pays the same share of each line: ₹1,18,000 + ₹1,05,000 unbilled, ₹22,300 taxes 10 % of each", () => {
    const { rows, outsideGst } = apportionAdvance(22_300_00, [
      { sac: "997212", rate: 1800, description: "Hall hire", taxable: 1_00_000_00 },
      { sac: "996334", rate: 500, description: "Catering", taxable: 1_00_000_00 },
    ]);
    expect(rows.map((r) => [r.rate, r.taxable, r.cgst])).toEqual([
      [1800, 10_000_00, 900_00],
      [500, 10_000_00, 250_00],
    ]);
    expect(outsideGst).toBe(0);
  });

  it("a line with nothing unbilled takes nothing; with nothing unbilled at all, the whole is outside GST", () => {
    const some = apportionAdvance(11_800_00, [
      { sac: "997212", rate: 1800, description: "Hall hire", taxable: 1_00_000_00 },
      { sac: "996334", rate: 500, description: "Catering", taxable: 0 },
    ]);
    expect(some.rows.map((r) => [r.rate, r.taxable])).toEqual([[1800, 10_000_00]]);
    expect(apportionAdvance(5_000_00, [])).toEqual({ rows: [], outsideGst: 5_000_00 });
  });

  const voucher = (number: string, parts: { rate: number; taxable: number }[]) =>
    parts.map((p, i) => ({
      number,
      date: "2026-10-01",
      sac: `99${i}`,
      rate: p.rate,
      taxable: p.taxable,
      cgst: halfTax(p.taxable, p.rate),
      sgst: halfTax(p.taxable, p.rate),
    }));

  it("refunds never take more of a rate than is left, and refunding everything in pieces takes each rate exactly", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ rate: rates, taxable: fc.integer({ min: 1, max: 10_00_000_00 }) }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }),
        (parts, cuts) => {
          let pool: Receipt[] = voucher("RV/1", parts);
          const whole = pool.reduce((s, r) => s + inclusive(r), 0);
          const taken = [];
          const weights = cuts.reduce((s, c) => s + c, 0);
          let given = 0;
          for (const [i, c] of cuts.entries()) {
            const amount = i === cuts.length - 1 ? whole - given : Math.floor((whole * c) / weights);
            given += amount;
            const got = refundAdvances(pool, amount);
            expect(got.reduce((s, p) => s + inclusive(p), 0)).toBeLessThanOrEqual(amount);
            for (const p of got) {
              const left = pool.find((r) => r.rate === p.rate && r.sac === p.sac)!;
              expect(p.taxable).toBeLessThanOrEqual(left.taxable);
              expect(p.cgst).toBeLessThanOrEqual(left.cgst);
              expect(p.sgst).toBeLessThanOrEqual(left.sgst);
            }
            taken.push(...got);
            pool = unadjusted(voucher("RV/1", parts), taken);
          }
          // Whatever a piece could not take (a paisa an even split leaves) is still in the pool; the
          // pool and what was taken add up to the voucher, per rate, to the paisa.
          for (const r of voucher("RV/1", parts)) {
            const of = taken.filter((p) => p.sac === r.sac);
            const left = pool.find((p) => p.sac === r.sac);
            expect(of.reduce((s, p) => s + p.taxable, 0) + (left?.taxable ?? 0)).toBe(r.taxable);
            expect(of.reduce((s, p) => s + p.cgst, 0) + (left?.cgst ?? 0)).toBe(r.cgst);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("a refund of a one-rate voucher is what it always was", () => {
    const pool = voucher("RV/1", [{ rate: 1800, taxable: 50_000_00 }]).concat(
      voucher("RV/2", [{ rate: 1800, taxable: 10_000_00 }]),
    );
    for (const amount of [1, 11_800_00, 59_000_00, 59_000_01, 70_800_00])
      expect(refundAdvances(pool, amount)).toEqual(takeAdvances(pool, amount));
  });

  it("an invoice adjusts each rate's advance against its supply at that rate, and a one-rate invoice is as before", () => {
    const pool = voucher("RV/1", [
      { rate: 1800, taxable: 40_000_00 },
      { rate: 500, taxable: 20_000_00 },
    ]);
    // Hall hire fell to ₹30,000 after the advance: its rate takes what fits, the rest of the room (at 5 %) the remainder.
    const parts = adjustAdvances(pool, [taxOn(30_000_00, 1800), taxOn(1_00_000_00, 500)]);
    expect(parts.map((p) => [p.rate, p.taxable])).toEqual([
      [1800, 30_000_00],
      [500, 20_000_00],
      [1800, 10_000_00],
    ]);
    const one = voucher("RV/1", [{ rate: 1800, taxable: 50_000_00 }]).concat(
      voucher("RV/2", [{ rate: 1800, taxable: 10_000_00 }]),
    );
    for (const total of [11_800_00, 59_000_00, 70_800_00, 1_00_000_00]) {
      const invoice = taxOn(Math.floor(total / 1.18), 1800);
      expect(adjustAdvances(one, [invoice])).toEqual(takeAdvances(one, invoice.total));
    }
  });
});
