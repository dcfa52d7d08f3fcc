import { describe, expect, it } from "vitest";
import { mailtoLink, whatsappReplyLink } from "./reply-links";

describe("reply links of the staff inbox", () => {
  it("mailto answers with 'Re:' and the visitor's subject", () => {
    expect(mailtoLink({ email: "a+b@example.com", subject: "Table for 6", name: "Asha" })).toBe(
      "mailto:a%2Bb%40example.com?subject=Re%3A%20Table%20for%206&body=Dear%20Asha%2C%0A%0A",
    );
    expect(mailtoLink({ email: "a@example.com", subject: "", name: "Asha" })).toContain(
      "subject=Re%3A%20your%20enquiry%20to%20Eden",
    );
  });

  it("WhatsApp uses the reservations' normaliser: +91 by default, given country codes kept", () => {
    for (const phone of [
      "9845012345",
      "+919845012345",
      "098450 12345",
      "0091 98450 12345",
      "(+91) 98450-12345",
    ]) {
      expect(whatsappReplyLink({ phone, name: "Asha" }), phone).toBe(
        "https://wa.me/919845012345?text=Hello%20Asha%2C%20thank%20you%20for%20contacting%20Eden.",
      );
    }
    expect(whatsappReplyLink({ phone: "+447700900123", name: "Asha" })).toMatch(
      /^https:\/\/wa\.me\/447700900123\?/,
    );
  });

  it("no WhatsApp link for a phone WhatsApp cannot use", () => {
    for (const phone of ["", "call me after 6", "1234567890", "12345"]) {
      expect(whatsappReplyLink({ phone, name: "Asha" }), phone).toBeNull();
    }
  });
});
