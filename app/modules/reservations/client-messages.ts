import { z } from "zod";
import { formatINR } from "~/modules/money";
import { venue } from "~/modules/site-content/venue";
import { formatDateTime, formatLongDate, formatTimeRange } from "~/modules/time";
import { optionLabel } from "./holds";

/** Issue 16: the messages staff send a client, by WhatsApp link; issue 32 item 8 adds the holds'. */
export const messageKinds = [
  "provisional-hold",
  "confirmation",
  "payment-reminder",
  "event-day",
  "thank-you",
  "hold-released",
  "instalment-reminder",
] as const;
export type MessageKind = (typeof messageKinds)[number];

export const messageLabels: Record<MessageKind, string> = {
  "provisional-hold": "Provisional hold",
  confirmation: "Confirmation",
  "payment-reminder": "Payment reminder",
  "event-day": "Event-day details",
  "thank-you": "Thank you",
  "hold-released": "Hold released",
  "instalment-reminder": "Instalment reminder",
};

/** What a reservation's status says about the messages it may be sent (issue 32 item 8). */
export interface MessageState {
  status: string;
  /** The hold ran out or was released (a cancelled reservation that had been a hold). */
  holdEnded: boolean;
}

/**
 * Issue 32 item 8: messages that match the status. A pending reservation is a provisional hold
 * (never 'your booking is confirmed'); 'Confirmation' only for a confirmed one; once a hold ran out
 * or was released, 'Hold released'. A payment reminder for anything still owed on a booking that
 * stands; a thank-you once it is confirmed or completed.
 */
export function messageKindsFor(state: MessageState): MessageKind[] {
  switch (state.status) {
    case "pending":
      return ["provisional-hold", "payment-reminder"];
    case "confirmed":
      return ["confirmation", "payment-reminder", "event-day", "thank-you"];
    case "completed":
      return ["payment-reminder", "thank-you"];
    case "cancelled":
      return state.holdEnded ? ["hold-released"] : [];
    default:
      return [];
  }
}

/** Issue 30 item 1: a template that carries the client's page, `{client_link}`. */
export function usesClientLink(...texts: string[]): boolean {
  return texts.some((text) => text.includes("{client_link}"));
}

export const messageTexts = {
  /**
   * Issue 30 item 1: a message whose template carries `{client_link}` is refused while the
   * reservation has no live link (none made yet, revoked or expired): a message saying 'your page: .'
   * or pointing to a page that answers 404 would be wrong.
   */
  noClientLink:
    "This message includes the client's page ({client_link}), but this reservation has no client link. Create one under Client page, then send the message.",
} as const;

export const whatsappTexts = {
  unusablePhone: "This phone number cannot be used for WhatsApp.",
} as const;

export const emailTexts = {
  noEmail: "This client has no e-mail address to send to.",
  /** Issue 32 item 8: without SMTP_URL nothing would leave; said instead of queueing silently. */
  notSetUp: "E-mail is not set up: ask an administrator to set SMTP_URL.",
  /** A message that does not match the reservation's status (a forged or stale send). */
  wrongStatus: (label: string) => `The ${label} message does not match this reservation's status.`,
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
  "provisional-hold":
    "Dear {clientName}, we are holding the {hall} for {eventName} on {eventDate}, {time}, for {guestCount} guests as a provisional booking (your place: {option_rank}). The hold lasts until {hold_until}; it is not yet a confirmed booking. Please confirm with us before then to secure the date.",
  "hold-released":
    "Dear {clientName}, the provisional hold on the {hall} for {eventName} on {eventDate} has been released, so the date is no longer held for you. If you would still like to celebrate with us, call us on {venuePhone} and we will gladly look at other dates.",
  // Issue 30 item 8: sent by staff from an instalment's row (its amount left and due date).
  "instalment-reminder":
    "Dear {clientName}, a gentle reminder that the instalment of {amount} for {eventName} is due on {due_date}. You can see your payment schedule and pay by UPI on your page: {client_link}. Thank you!",
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
  /** Issue 32 item 8: a hold's end and its place among the options of its slot (null: none). */
  holdUntil?: Date | string | null;
  optionRank?: number | null;
  /** Issue 30 item 1: the client's page (its full address), when the reservation has a live link. */
  clientLink?: string | null;
  /** Issue 30 item 8: the instalment a reminder is about: what is left of it (paise) and its due date. */
  instalment?: { left: number; dueOn: string } | null;
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
  "hold_until",
  "option_rank",
  "client_link",
  "amount",
  "due_date",
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
    hold_until: r.holdUntil ? formatDateTime(r.holdUntil) : "",
    option_rank: r.optionRank ? optionLabel(r.optionRank) : "",
    client_link: r.clientLink ?? "",
    amount: r.instalment ? formatINR(r.instalment.left) : "",
    due_date: r.instalment ? formatLongDate(r.instalment.dueOn) : "",
  };
}

export function fillTemplate(template: string, r: MessageValues): string {
  const values: Record<string, string> = placeholderValues(r);
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
