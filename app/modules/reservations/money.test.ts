import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardAmount } from "./calculations";
import { formatINR, fromPaise, toPaise } from "~/modules/money";

/** The largest magnitude, in paise, of the numeric(16,2) derived columns and the numeric(12,2) inputs. */
const DERIVED_MAX = 10n ** 16n - 1n;
const INPUT_MAX = 10n ** 12n - 1n;

/** numeric(p,2) text as PostgreSQL returns it: optional minus, digits, a dot, two decimals. */
function columnText(paise: bigint): string {
  const abs = paise < 0n ? -paise : paise;
  const fraction = String(abs % 100n).padStart(2, "0");
  return `${paise < 0n ? "-" : ""}${abs / 100n}.${fraction}`;
}

/** An independent ₹ rendering: Indian grouping (3, then 2s), two decimals, minus before the sign. */
function expectedINR(paise: bigint): string {
  const abs = paise < 0n ? -paise : paise;
  const whole = String(abs / 100n);
  const head = whole.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}` : whole;
  return `${paise < 0n ? "-" : ""}₹${grouped}.${String(abs % 100n).padStart(2, "0")}`;
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

describe("money reads and shows whatever the database holds (issue 12)", () => {
  it("the amounts of 10,000 guests at ₹9,99,99,999.99 with 18 % GST", () => {
    expect(toPaise("1179999999882.00")).toBe(117_999_999_988_200);
    expect(formatINR(toPaise("1179999999882.00"))).toBe("₹11,79,99,99,99,882.00");
    expect(formatINR(toPaise("-1179999999882.00"))).toBe("-₹11,79,99,99,99,882.00");
  });

  it("every amount of the derived columns' range parses and formats without throwing; exact up to 2^53 paise", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -DERIVED_MAX, max: DERIVED_MAX }), (paise) => {
        const text = columnText(paise);
        const shown = formatINR(toPaise(text));
        if (paise >= -SAFE && paise <= SAFE) {
          expect(toPaise(text)).toBe(Number(paise));
          expect(shown).toBe(expectedINR(paise));
        } else {
          // Past 2^53 a JavaScript number keeps about 16 significant digits: the nearest one shows.
          expect(shown).toMatch(/^-?₹\d{1,2}(,\d{2})*,\d{3}\.\d{2}$/);
          const back = BigInt(shown.replace(/[^\d-]/g, ""));
          const diff = back > paise ? back - paise : paise - back;
          expect(diff <= 1n).toBe(true);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it("the column bounds themselves, negative remaining due and zero", () => {
    for (const paise of [0n, 1n, -1n, SAFE, -SAFE, INPUT_MAX, -INPUT_MAX, DERIVED_MAX, -DERIVED_MAX]) {
      expect(() => formatINR(toPaise(columnText(paise)))).not.toThrow();
    }
    expect(formatINR(toPaise("-0.00"))).toBe("₹0.00");
    expect(formatINR(toPaise("99999999999999.99"))).toMatch(
      /^₹(9,99,99,99,99,99,999\.99|10,00,00,00,00,00,000\.00)$/,
    );
    expect(formatINR(toPaise("9999999999.99"))).toBe("₹9,99,99,99,999.99");
  });

  it("a card of such a row shows its amount", () => {
    expect(cardAmount({ totalAmountIncludingGST: "1179999999882.00", totalAmount: null })).toBe(
      117_999_999_988_200,
    );
    expect(cardAmount({ totalAmountIncludingGST: null, totalAmount: "99999999999.99" })).toBe(
      9_999_999_999_999,
    );
  });

  it("fromPaise and toPaise round-trip every safe amount", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (paise) => {
        expect(toPaise(fromPaise(paise))).toBe(paise);
      }),
    );
  });
});
