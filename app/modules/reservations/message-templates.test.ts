import { describe, expect, it } from "vitest";
import { defaultTemplates, fillTemplate, placeholders } from "./client-messages";
import {
  defaultMessageTemplates,
  sampleReservation,
  TEXT_MAX,
  templateTexts,
  unknownPlaceholders,
} from "./message-templates";
import { messageTemplateSchema } from "./message-templates.schema";

/** Issue 16 item 5: the editor's rules for a message's text and subject. */
const errorsOf = (input: Record<string, unknown>) => {
  const result = messageTemplateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};
const valid = { kind: "confirmation", subject: "Booked: {eventName}", text: "Dear {clientName}, see you!" };

describe("message template validation", () => {
  it("accepts every placeholder and today's default texts", () => {
    expect(errorsOf({ ...valid, text: placeholders.map((p) => `{${p}}`).join(" ") })).toEqual([]);
    for (const [kind, t] of Object.entries(defaultMessageTemplates)) {
      expect(errorsOf({ kind, ...t }), kind).toEqual([]);
    }
  });

  it("names each unknown placeholder once, as written, and lists the ones to use", () => {
    expect(unknownPlaceholders("Hi {name}, {name} {clientName} { } {amount_due}")).toEqual([
      "{name}",
      "{ }",
      "{amount_due}",
    ]);
    expect(errorsOf({ ...valid, text: "Hi {name}" })).toEqual([
      `text: ${templateTexts.unknownPlaceholder(["{name}"])}`,
    ]);
    expect(templateTexts.unknownPlaceholder(["{name}"])).toBe(
      "Unknown placeholder {name}. Use only {clientName}, {eventName}, {eventDate}, {time}, {guestCount}, {amountDue}, {hall}, {address}, {venuePhone}, {hold_until}, {option_rank}, {client_link}, {amount}, {due_date}.",
    );
    expect(errorsOf({ ...valid, subject: "{ClientName} and {x}" })[0]).toContain(
      "Unknown placeholders {ClientName}, {x}.",
    );
  });

  it("refuses empty or blank texts and subjects, and texts over the limit", () => {
    expect(errorsOf({ ...valid, text: "   " })).toEqual(["text: Enter the message text."]);
    expect(errorsOf({ ...valid, subject: "" })).toEqual(["subject: Enter the e-mail subject."]);
    expect(errorsOf({ kind: "confirmation" })).toEqual([
      "subject: Enter the e-mail subject.",
      "text: Enter the message text.",
    ]);
    expect(errorsOf({ ...valid, text: "x".repeat(TEXT_MAX) })).toEqual([]);
    expect(errorsOf({ ...valid, text: "x".repeat(TEXT_MAX + 1) })).toEqual([
      "text: The message can be at most 1,000 characters.",
    ]);
    expect(errorsOf({ ...valid, subject: "x".repeat(151) })).toEqual([
      "subject: The subject can be at most 150 characters.",
    ]);
    expect(errorsOf({ ...valid, kind: "marketing" })).toEqual(["kind: Unknown message."]);
  });
});

describe("filling a template", () => {
  it("the defaults are today's WhatsApp texts, filled from the reservation", () => {
    expect(defaultMessageTemplates.confirmation.text).toBe(defaultTemplates.confirmation);
    expect(fillTemplate(defaultMessageTemplates["event-day"].text, sampleReservation)).toBe(
      "Dear Ravi Sharma, we look forward to welcoming you for Sharma Wedding Reception today, 18:00 – 23:00, at the Luxe hall, 14 Cunningham Road, Vasanth Nagar, Bengaluru. On the day you can reach us on +91 80 4123 5678.",
    );
    expect(fillTemplate(defaultMessageTemplates.confirmation.subject, sampleReservation)).toBe(
      "Your booking for Sharma Wedding Reception on Saturday, 12 December 2026 is confirmed",
    );
  });
  it("fills every placeholder wherever and however often it appears", () => {
    expect(fillTemplate("{amountDue}/{amountDue} {guestCount}\n{hall}", sampleReservation)).toBe(
      "₹2,54,000.00/₹2,54,000.00 250\nLuxe hall",
    );
  });
});
