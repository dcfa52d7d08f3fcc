// Issue 31 item 4: what the guest's confirmation shows and sends (page, calendar file, e-mail, WhatsApp).
import { buildCalendar } from "~/modules/reservations/ics";
import { addressLines, venue } from "~/modules/site-content/venue";
import { formatLongDate } from "~/modules/time";
import {
  type Area,
  areaLabels,
  type BookingSettings,
  type BookingStatus,
  fromMinutes,
  timeLabel,
  toMinutes,
} from "./booking-rules";

export interface BookingDetails {
  code: string;
  area: Area;
  day: string;
  time: string;
  minutes: number;
  party: number;
  name: string;
  phone: string;
  email: string | null;
  note: string;
}

export const bookingPaths = {
  page: (token: string) => `/contact/booking/${token}`,
  cancel: (token: string) => `/contact/booking/${token}/cancel`,
  calendar: (token: string) => `/contact/booking/${token}/calendar.ics`,
};

export const partyText = (party: number) => `${party} ${party === 1 ? "guest" : "guests"}`;

/** "Saturday, 12 December 2026 at 8:00 PM". */
export const whenText = (b: Pick<BookingDetails, "day" | "time">) =>
  `${formatLongDate(b.day)} at ${timeLabel(b.time)}`;

/** The restaurant's WhatsApp number (digits with country code): the owner's, else the venue's. */
export function restaurantWhatsapp(settings: Pick<BookingSettings, "whatsapp">): string {
  return settings.whatsapp || venue.whatsapp.replace(/\D/g, "");
}

/** A chat with the restaurant, pre-filled with the booking's code (issue 31 item 4). */
export function whatsappToRestaurant(settings: Pick<BookingSettings, "whatsapp">, b: BookingDetails): string {
  const text = `Hello ${venue.name}, about my table booking ${b.code}: ${partyText(b.party)}, ${whenText(b)}, ${areaLabels[b.area]}.`;
  return `https://wa.me/${restaurantWhatsapp(settings)}?text=${encodeURIComponent(text)}`;
}

/** The booking as an .ics event (RFC 5545, local time in Asia/Kolkata), with its cancel link. */
export function bookingCalendar(b: BookingDetails, origin: string, token: string, stamp: Date): string {
  const end = fromMinutes((toMinutes(b.time) + b.minutes) % 1440);
  return buildCalendar({
    events: [
      {
        uid: `table-${b.code}@${new URL(origin).host}`,
        date: b.day,
        start: b.time,
        end,
        summary: `Table for ${b.party} at ${venue.name} (${areaLabels[b.area]})`,
        description: `Booking code ${b.code}. ${venue.phone}. To cancel: ${origin}${bookingPaths.cancel(token)}`,
        location: [venue.name, ...addressLines].join(", "),
        url: `${origin}${bookingPaths.page(token)}`,
        status: "CONFIRMED",
        stamp,
      },
    ],
  });
}

/** The confirmation e-mail (through the outbox), with the calendar file attached. */
export function bookingMail(b: BookingDetails, origin: string, token: string, now = new Date()) {
  const lines = [
    `Dear ${b.name},`,
    "",
    `Your table at ${venue.name} is booked.`,
    "",
    `Booking code: ${b.code}`,
    `When: ${whenText(b)}`,
    `Guests: ${b.party}`,
    `Seating: ${areaLabels[b.area]}`,
    ...(b.note ? [`Your note: ${b.note}`] : []),
    "",
    `Your booking: ${origin}${bookingPaths.page(token)}`,
    `Cancel it (up to its time): ${origin}${bookingPaths.cancel(token)}`,
    "",
    `${venue.name}, ${addressLines.join(", ")}`,
    venue.phone,
  ];
  return {
    subject: `Your table at ${venue.name}: ${formatLongDate(b.day)}, ${timeLabel(b.time)} (${b.code})`,
    text: lines.join("\n"),
    attachments: [
      {
        filename: `table-${b.code}.ics`,
        contentType: "text/calendar; charset=utf-8",
        content: bookingCalendar(b, origin, token, now),
      },
    ],
  };
}

export interface GuestBookingView extends BookingDetails {
  status: BookingStatus;
  /** The guest may still cancel with the link (booked, before the slot's start). */
  cancellable: boolean;
  whatsapp: string;
}

export const guestBookingMessages = {
  notFound: "This booking link is not valid. Please check the link in your confirmation.",
  cancelled: (code: string) => `Your booking ${code} is cancelled.`,
  alreadyCancelled: "This booking was already cancelled.",
  tooLate: `This booking can no longer be cancelled online: its time has begun. Please call us on ${venue.phone}.`,
  failed: "The booking could not be cancelled. Please try again.",
} as const;
