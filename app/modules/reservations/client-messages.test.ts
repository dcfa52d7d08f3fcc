import { describe, expect, it } from "vitest";
import {
  defaultTemplates,
  emailTexts,
  fillTemplate,
  messageKindsFor,
  messageLabels,
} from "./client-messages";
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

describe("messages that match the status (issue 32 item 8)", () => {
  it("a pending reservation gets 'Provisional hold', never 'Confirmation'; a confirmed one 'Confirmation'; an ended hold 'Hold released'", () => {
    expect(messageKindsFor({ status: "pending", holdEnded: false })).toEqual([
      "provisional-hold",
      "payment-reminder",
    ]);
    expect(messageKindsFor({ status: "confirmed", holdEnded: false })).toEqual([
      "confirmation",
      "payment-reminder",
      "event-day",
      "thank-you",
    ]);
    expect(messageKindsFor({ status: "cancelled", holdEnded: true })).toEqual(["hold-released"]);
    expect(messageKindsFor({ status: "cancelled", holdEnded: false })).toEqual([]);
    expect(messageKindsFor({ status: "completed", holdEnded: false })).toEqual([
      "payment-reminder",
      "thank-you",
    ]);
    expect(messageLabels["provisional-hold"]).toBe("Provisional hold");
    expect(messageLabels["hold-released"]).toBe("Hold released");
  });

  it("the provisional hold says the hold's end and the option's rank, and never that the booking is confirmed", () => {
    const text = fillTemplate(defaultTemplates["provisional-hold"], {
      ...sampleReservation,
      holdUntil: "2026-12-04T04:30:00.000Z",
      optionRank: 2,
    });
    expect(text).toContain("until 4 Dec 2026, 10:00 am");
    expect(text).toContain("(your place: 2nd option)");
    expect(text).not.toMatch(/is confirmed/);
    expect(
      fillTemplate("{hold_until}|{option_rank}", { ...sampleReservation, holdUntil: null, optionRank: null }),
    ).toBe("|");
    expect(fillTemplate(defaultTemplates["hold-released"], sampleReservation)).toContain("has been released");
  });

  it("without SMTP the e-mail buttons say so", () => {
    expect(emailTexts.notSetUp).toBe("E-mail is not set up: ask an administrator to set SMTP_URL.");
  });
});
