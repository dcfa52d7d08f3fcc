import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromPaise, parsePaise } from "~/modules/money";

describe("parsePaise (issue 12 item 2): one parser for the item form and the import", () => {
  it.each([
    ["1250", 125_000],
    ["1,250", 125_000],
    ["1,250.50", 125_050],
    ["₹1,250", 125_000],
    ["₹ 1,250.5", 125_050],
    ["12,50,000", 125_000_000],
    ["1,25,000", 12_500_000],
    ["1,250,000", 125_000_000],
    ["  80.5 ", 8_050],
    ["0", 0],
    ["0.05", 5],
    [420, 42_000],
    [90.5, 9_050],
    [0, 0],
  ])("reads %j as %i paise", (input, paise) => {
    expect(parsePaise(input)).toBe(paise);
  });

  it.each([
    "12.5abc",
    "250 rs",
    "abc",
    "",
    "  ",
    "-1",
    "-0.5",
    "1,25",
    "12,5,000",
    "1,2500",
    ",250",
    "1,250.",
    ".5",
    "1.234",
    "1 250",
    "1e3",
    "Infinity",
    "₹",
    "१२५०",
    "0x10",
    "12,50,000.505",
  ])("refuses %j instead of truncating it", (input) => {
    expect(parsePaise(input)).toBeNull();
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 12.345, 1e21, null, undefined, true, {}, []])(
    "refuses the value %j",
    (input) => {
      expect(parsePaise(input)).toBeNull();
    },
  );

  const paise = fc.integer({ min: 0, max: 10_000_000_000 });
  const rupeesText = (p: number) => String(Math.floor(p / 100));
  const fraction = (p: number) => `.${String(p % 100).padStart(2, "0")}`;
  const western = (p: number) => rupeesText(p).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const indian = (p: number) =>
    new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0, useGrouping: true }).format(
      Math.floor(p / 100),
    );
  const rupeesCurrency = (p: number) =>
    new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(p / 100);

  it("reads back every amount written plainly, with Western or Indian grouping, with ₹ and paise", () => {
    fc.assert(
      fc.property(
        paise,
        fc.constantFrom(rupeesText, western, indian),
        fc.boolean(),
        fc.boolean(),
        (p, whole, symbol, withPaise) => {
          const text = `${symbol ? "₹" : ""}${whole(p)}${withPaise ? fraction(p) : ""}`;
          expect(parsePaise(text)).toBe(withPaise ? p : p - (p % 100));
        },
      ),
    );
  });

  it("reads back what the app's own rupee format shows (₹12,50,000.00)", () => {
    fc.assert(
      fc.property(paise, (p) => {
        expect(parsePaise(rupeesCurrency(p))).toBe(p);
      }),
    );
  });

  it("is the inverse of fromPaise, the database's numeric(12,2) text", () => {
    fc.assert(
      fc.property(paise, (p) => {
        expect(fromPaise(p)).toMatch(/^\d+\.\d{2}$/);
        expect(parsePaise(fromPaise(p))).toBe(p);
      }),
    );
  });

  it("never reads part of a text: trailing or leading junk makes the whole price invalid", () => {
    fc.assert(
      fc.property(
        paise,
        fc.string({ minLength: 1, maxLength: 4 }).filter((s) => /[^\s\d]/.test(s) && !/^[.,]/.test(s)),
        fc.boolean(),
        (p, junk, before) => {
          const text = before ? `${junk}${fromPaise(p)}` : `${fromPaise(p)}${junk}`;
          // "₹" is the only prefix a price may carry.
          fc.pre(!(before && /^\s*₹\s*$/.test(junk)));
          expect(parsePaise(text)).toBeNull();
        },
      ),
    );
  });

  it("answers null or a whole, non-negative, safe number of paise for any text at all", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[₹\s\d,.-]{0,20}$/)), (text) => {
        const result = parsePaise(text);
        if (result !== null) {
          expect(Number.isSafeInteger(result)).toBe(true);
          expect(result).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
