import { describe, expect, it } from "vitest";
import { displayPhone, normalisePhone, phoneSearchDigits, storedPhone, telHref } from "./normalise";

describe("phones in E.164, India +91 by default (issue 32 item 2)", () => {
  it("normalises an Indian number written every usual way", () => {
    for (const raw of [
      "98807 11223",
      "+91 98807 11223",
      "098807-11223",
      "9880711223",
      "(+91) 98807-11223",
      "0091 98807 11223",
      "919880711223",
      "+91-98807.11223",
      " +91\u00a098807\u00a011223 ",
    ]) {
      expect(normalisePhone(raw), raw).toBe("+919880711223");
    }
  });

  it("keeps other countries given with + or 00, and landlines of India with their area code", () => {
    expect(normalisePhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(normalisePhone("0044 20 7946 0958")).toBe("+442079460958");
    expect(normalisePhone("+1 (415) 555-0100")).toBe("+14155550100");
    expect(normalisePhone("080 4123 5678")).toBe("+918041235678");
  });

  it("refuses what cannot be a number", () => {
    for (const raw of [
      "",
      "abc",
      "12345",
      "+91 98807",
      "+91 98807 112233",
      "98807+11223",
      "0000000000",
      "+0123456789",
    ]) {
      expect(normalisePhone(raw), raw).toBeNull();
    }
  });

  it("stores the E.164 form, or what was typed when there is none", () => {
    expect(storedPhone(" 98807 11223 ")).toBe("+919880711223");
    expect(storedPhone("  ext.  42 ")).toBe("ext. 42");
  });

  it("shows Indian numbers grouped, and dials E.164", () => {
    expect(displayPhone("+919880711223")).toBe("+91 98807 11223");
    expect(displayPhone("+442079460958")).toBe("+442079460958");
    expect(telHref("+919880711223")).toBe("tel:+919880711223");
    expect(telHref("98807 11223")).toBe("tel:+919880711223");
  });

  it("searches a phone by its normalised digits, and part of one by its digits", () => {
    for (const term of ["98807 11223", "+91 98807 11223", "098807-11223"]) {
      const digits = phoneSearchDigits(term)!;
      expect("+919880711223".includes(digits), term).toBe(true);
    }
    expect(phoneSearchDigits("98807 11")).toBe("9880711");
    expect(phoneSearchDigits("Sharma")).toBeNull();
    expect(phoneSearchDigits("1234")).toBeNull();
  });
});
