import { describe, expect, it } from "vitest";
import { whatsappLink, whatsappNumber } from "./whatsapp";

describe("WhatsApp numbers (India +91 by default)", () => {
  it("normalises Indian numbers written every usual way", () => {
    for (const raw of [
      "+91 98450 12345",
      "9845012345",
      "098450 12345",
      "(+91) 98450-12345",
      "0091 98450 12345",
      "919845012345",
    ]) {
      expect(whatsappNumber(raw), raw).toBe("919845012345");
    }
  });
  it("keeps other countries given with + or 00", () => {
    expect(whatsappNumber("+44 20 7946 0958")).toBe("442079460958");
    expect(whatsappNumber("+1 (415) 555-0100")).toBe("14155550100");
    expect(whatsappNumber("0044 20 7946 0958")).toBe("442079460958");
  });
  it("refuses what cannot be a number", () => {
    for (const raw of ["", "call me", "12345", "+12", "98450 12345 ext 2", "1".repeat(20), "0000000000"]) {
      expect(whatsappNumber(raw), raw).toBeNull();
    }
  });
  it("refuses an Indian number that is not a mobile (mobiles start with 6, 7, 8 or 9)", () => {
    for (const raw of [
      "1234567890",
      "5845012345",
      "0 5845012345",
      "+91 1234567890",
      "0091 2345678901",
      "911234567890",
    ]) {
      expect(whatsappNumber(raw), raw).toBeNull();
    }
    for (const raw of ["6000012345", "7000012345", "8000012345"]) {
      expect(whatsappNumber(raw), raw).toBe(`91${raw}`);
    }
  });
  it("the link carries the text, encoded", () => {
    expect(whatsappLink("919845012345", "Dear Ravi, ₹2,54,000.00 & more?")).toBe(
      "https://wa.me/919845012345?text=Dear%20Ravi%2C%20%E2%82%B92%2C54%2C000.00%20%26%20more%3F",
    );
  });
});
