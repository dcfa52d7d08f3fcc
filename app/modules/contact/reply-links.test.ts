import { describe, expect, it } from "vitest";
import { mailtoLink, whatsappLink } from "./reply-links";

describe("reply links of the staff inbox", () => {
  it("mailto answers with 'Re:' and the visitor's subject", () => {
    expect(mailtoLink({ email: "a+b@example.com", subject: "Table for 6", name: "Asha" })).toBe(
      "mailto:a%2Bb%40example.com?subject=Re%3A%20Table%20for%206&body=Dear%20Asha%2C%0A%0A",
    );
    expect(mailtoLink({ email: "a@example.com", subject: "", name: "Asha" })).toContain(
      "subject=Re%3A%20your%20enquiry%20to%20Eden",
    );
  });

  it("WhatsApp puts 91 before ten-digit Indian numbers and keeps given country codes", () => {
    expect(whatsappLink({ phone: "9845012345", name: "Asha" })).toMatch(
      /^https:\/\/wa\.me\/919845012345\?text=/,
    );
    expect(whatsappLink({ phone: "+447700900123", name: "Asha" })).toMatch(
      /^https:\/\/wa\.me\/447700900123\?/,
    );
    expect(whatsappLink({ phone: "+919845012345", name: "Asha" })).toMatch(
      /^https:\/\/wa\.me\/919845012345\?/,
    );
  });
});
