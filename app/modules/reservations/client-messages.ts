import { z } from "zod";
import { formatINR } from "~/modules/money";
import { venue } from "~/modules/site-content/venue";
import { formatLongDate, formatTimeRange } from "~/modules/time";

/** Issue 16: the messages staff send a client, by WhatsApp link. */
export const messageKinds = ["confirmation", "payment-reminder", "event-day", "thank-you"] as const;
export type MessageKind = (typeof messageKinds)[number];

export const messageLabels: Record<MessageKind, string> = {
  confirmation: "Confirmation",
  "payment-reminder": "Payment reminder",
  "event-day": "Event-day details",
  "thank-you": "Thank you",
};

export const whatsappTexts = {
  unusablePhone: "This phone number cannot be used for WhatsApp.",
} as const;

export const emailTexts = {
  noEmail: "This client has no e-mail address to send to.",
  queued: (label: string, to: string) => `${label} e-mail queued for ${to}.`,
  failed: "Failed to queue the e-mail. Please try again.",
} as const;

/** Whether a stored address can take a message (older or imported records may hold anything). */
export function emailUsable(address: string): boolean {
  return z.email().safeParse(address.trim()).success;
}

/** The default texts; {placeholders} are filled from the reservation. */
export const defaultTemplates: Record<MessageKind, string> = {
  confirmation:
    "Dear {clientName}, your booking of the {hall} for {eventName} on {eventDate}, {time}, for {guestCount} guests is confirmed. Thank you for choosing Eden!",
  "payment-reminder":
    "Dear {clientName}, a gentle reminder that {amountDue} is due for {eventName} on {eventDate}. Thank you!",
  "event-day":
    "Dear {clientName}, we look forward to welcoming you for {eventName} today, {time}, at the {hall}, {address}. On the day you can reach us on {venuePhone}.",
  "thank-you":
    "Dear {clientName}, thank you for celebrating {eventName} with us at Eden. We hope to welcome you again soon!",
};

export interface MessageValues {
  clientName: string;
  eventName: string;
  eventDate: string;
  eventStartTime: string;
  eventEndTime: string;
  guestCount: number;
  /** Paise: what the client still owes (the one balance's `due`: the event and its alcohol). */
  remainingAmountDue: number;
}

/** The placeholders a template may hold, each filled from the reservation or the venue. */
export const placeholders = [
  "clientName",
  "eventName",
  "eventDate",
  "time",
  "guestCount",
  "amountDue",
  "hall",
  "address",
  "venuePhone",
] as const;
export type Placeholder = (typeof placeholders)[number];

export function placeholderValues(r: MessageValues): Record<Placeholder, string> {
  return {
    clientName: r.clientName,
    eventName: r.eventName,
    eventDate: formatLongDate(r.eventDate),
    time: formatTimeRange(r.eventStartTime, r.eventEndTime),
    guestCount: String(r.guestCount),
    amountDue: formatINR(r.remainingAmountDue),
    hall: `${venue.hallName} hall`,
    address: `${venue.address.street}, ${venue.address.city}`,
    venuePhone: venue.phone,
  };
}

export function fillTemplate(template: string, r: MessageValues): string {
  const values: Record<string, string> = placeholderValues(r);
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
