import { describe, expect, it } from "vitest";
import { defaultTemplates, fillTemplate } from "./client-messages";
import { sampleReservation } from "./message-templates";

describe("message templates", () => {
  const r = sampleReservation;
  it("fill from the reservation's fields, the amount due in rupees", () => {
    expect(fillTemplate(defaultTemplates.confirmation, r)).toBe(
      "Dear Ravi Sharma, your booking of the Luxe hall for Sharma Wedding Reception on Saturday, 12 December 2026, 18:00 – 23:00, for 250 guests is confirmed. Thank you for choosing Eden!",
    );
    expect(fillTemplate(defaultTemplates["payment-reminder"], r)).toContain("₹2,54,000.00 is due");
    expect(fillTemplate("{unknown} stays", r)).toBe("{unknown} stays");
  });
});
