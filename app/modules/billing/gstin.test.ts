import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, isValidGstin } from "./gstin";

describe("GSTIN validation", () => {
  it("accepts a valid GSTIN in any case", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin(" 27aapfu0939f1zv ")).toBe(true);
    expect(isValidGstin(`29AABCE1234F1Z${gstinCheckCharacter("29AABCE1234F1Z")}`)).toBe(true);
  });

  it("refuses a wrong check character", () => {
    expect(isValidGstin("27AAPFU0939F1ZA")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1Z5")).toBe(false);
  });

  it("refuses a state code that does not exist", () => {
    for (const state of ["00", "25", "39", "40", "99"]) {
      const first14 = `${state}AAPFU0939F1Z`;
      expect(isValidGstin(first14 + gstinCheckCharacter(first14)), state).toBe(false);
    }
  });

  it("refuses a wrong length or a PAN out of pattern", () => {
    expect(isValidGstin("27AAPFU0939F1Z")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1ZVV")).toBe(false);
    const badPan = "27AAPF10939F1Z";
    expect(isValidGstin(badPan + gstinCheckCharacter(badPan))).toBe(false);
    const noZ = "27AAPFU0939F1Y";
    expect(isValidGstin(noZ + gstinCheckCharacter(noZ))).toBe(false);
    expect(isValidGstin("")).toBe(false);
  });
});
