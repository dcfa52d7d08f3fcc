import { describe, expect, it } from "vitest";
import { defaultTemplates, fillTemplate, whatsappLink, whatsappNumber } from "./client-messages";
import { sampleReservation } from "./message-templates";

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
  it("keeps other countries given with +", () => {
    expect(whatsappNumber("+44 20 7946 0958")).toBe("442079460958");
    expect(whatsappNumber("+1 (415) 555-0100")).toBe("14155550100");
  });
  it("refuses what cannot be a number", () => {
    for (const raw of ["", "call me", "12345", "+12", "98450 12345 ext 2", "1".repeat(20), "0000000000"]) {
      expect(whatsappNumber(raw), raw).toBeNull();
    }
  });
});

describe("message templates", () => {
  const r = sampleReservation;
  it("fill from the reservation's fields, the amount due in rupees", () => {
    expect(fillTemplate(defaultTemplates.confirmation, r)).toBe(
      "Dear Ravi Sharma, your booking of the Luxe hall for Sharma Wedding Reception on Saturday, 12 December 2026, 18:00 – 23:00, for 250 guests is confirmed. Thank you for choosing Eden!",
    );
    expect(fillTemplate(defaultTemplates["payment-reminder"], r)).toContain("₹2,54,000.00 is due");
    expect(fillTemplate("{unknown} stays", r)).toBe("{unknown} stays");
  });
  it("the link carries the text, encoded", () => {
    expect(whatsappLink("919845012345", "Dear Ravi, ₹2,54,000.00 & more?")).toBe(
      "https://wa.me/919845012345?text=Dear%20Ravi%2C%20%E2%82%B92%2C54%2C000.00%20%26%20more%3F",
    );
  });
});
