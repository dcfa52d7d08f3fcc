import {
  defaultTemplates,
  type MessageKind,
  type MessageValues,
  messageKinds,
  type Placeholder,
  placeholders,
} from "./client-messages";
import { venue } from "~/modules/site-content/venue";

/**
 * Issue 16 item 5: the texts an admin edits at /luxebooking/admin/messages. A kind without a saved
 * row uses its default; 'Reset to default' removes the row.
 */
export interface MessageTemplate {
  text: string;
  subject: string;
}

/** The e-mails' subjects (the texts are the WhatsApp messages' defaults). */
export const defaultSubjects: Record<MessageKind, string> = {
  "provisional-hold": "Provisional hold for {eventName} on {eventDate}, until {hold_until}",
  "hold-released": "Your hold for {eventName} on {eventDate} has been released",
  confirmation: "Your booking for {eventName} on {eventDate} is confirmed",
  "payment-reminder": "Payment reminder for {eventName}",
  "event-day": "{eventName} today: the details",
  "thank-you": "Thank you for celebrating {eventName} with us",
  "instalment-reminder": "Instalment of {amount} for {eventName} due on {due_date}",
};

export const defaultMessageTemplates: Record<MessageKind, MessageTemplate> = Object.fromEntries(
  messageKinds.map((kind) => [kind, { text: defaultTemplates[kind], subject: defaultSubjects[kind] }]),
) as Record<MessageKind, MessageTemplate>;

/**
 * A WhatsApp link carries the whole text in its address; 1,000 characters stay well inside what
 * browsers and wa.me accept once encoded, and is longer than any message here needs.
 */
export const TEXT_MAX = 1000;
export const SUBJECT_MAX = 150;

export const templateTexts = {
  textRequired: "Enter the message text.",
  subjectRequired: "Enter the e-mail subject.",
  textTooLong: `The message can be at most ${TEXT_MAX.toLocaleString("en-IN")} characters.`,
  subjectTooLong: `The subject can be at most ${SUBJECT_MAX} characters.`,
  unknownPlaceholder: (names: string[]) =>
    `${names.length === 1 ? "Unknown placeholder" : "Unknown placeholders"} ${names.join(", ")}. Use only ${placeholders.map((p) => `{${p}}`).join(", ")}.`,
  saved: (label: string) => `${label} message saved.`,
  reset: (label: string) => `${label} message reset to its default.`,
  denied: "Only administrators can edit client messages.",
  failed: "Failed to save the message. Please try again.",
} as const;

/** Every `{…}` of the text that is not a placeholder, once each, as written. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(placeholders);
  const found = new Set<string>();
  for (const match of text.matchAll(/\{([^{}]*)\}/g)) {
    if (!known.has(match[1]!)) found.add(match[0]);
  }
  return [...found];
}

/** What a placeholder becomes, for the editor's list. */
export const placeholderHints: Record<Placeholder, string> = {
  clientName: "the client's name",
  eventName: "the event's name",
  eventDate: "the event's date, e.g. Saturday, 12 December 2026",
  time: "the event's start and end, e.g. 18:00 – 23:00",
  guestCount: "the number of guests",
  amountDue: "what the client still owes (the event and its alcohol), in rupees",
  hall: `the hall, e.g. ${venue.hallName} hall`,
  address: "the venue's address",
  venuePhone: "the venue's phone number",
  hold_until: "a pending reservation's hold end, e.g. 14 Dec 2026, 6:00 pm (India time)",
  option_rank: "a pending reservation's place among the options of its slot, e.g. 2nd option",
  client_link:
    "the client's own page (create it under Client page on the reservation); a message using it is refused without one",
  amount:
    "an instalment reminder's amount still to pay of that instalment, in rupees; empty in other messages",
  due_date: "an instalment reminder's due date, e.g. Saturday, 30 January 2027; empty in other messages",
};

/** The reservation the editor's preview is filled from. */
export const sampleReservation: MessageValues = {
  clientName: "Ravi Sharma",
  eventName: "Sharma Wedding Reception",
  eventDate: "2026-12-12",
  eventStartTime: "18:00",
  eventEndTime: "23:00",
  guestCount: 250,
  remainingAmountDue: 25_400_000,
  holdUntil: "2026-11-30T12:30:00.000Z",
  optionRank: 1,
  clientLink: "https://eden.example/event/sample-link",
  instalment: { left: 17_700_000, dueOn: "2026-11-12" },
};
