import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words";

describe("amount in words (Indian system)", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [1, "Rupees Zero and One Paisa Only"],
    [1_18_000_50, "Rupees One Lakh Eighteen Thousand and Fifty Paise Only"],
    [
      99_99_999_99,
      "Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only",
    ],
    [1_00_00_000_00, "Rupees One Crore Only"],
  ])("%i paise → %s", (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it("refuses what is not a whole number of paise", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(0.5)).toThrow(RangeError);
  });
});
