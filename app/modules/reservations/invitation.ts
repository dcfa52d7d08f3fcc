import { venue } from "~/modules/site-content/venue";
import { buildCalendar } from "./ics";

/** The hall's address, as calendars show an event's LOCATION (the feed and the invitation). */
export const hallLocation = `${venue.name} ${venue.hallName} Hall, ${venue.address.street}, ${venue.address.city} ${venue.address.postalCode}`;

/** The one UID of a reservation's invitation, so every copy sent updates the same calendar entry. */
export const invitationUid = (reservationId: string) => `invitation-${reservationId}@luxe.eden`;

/**
 * Issue 16 item 5: the `.ics` invitation attached to the confirmation e-mail (RFC 5545 with iTIP's
 * METHOD:REQUEST): the event's start and end in Asia/Kolkata with its VTIMEZONE, the hall's
 * address, the venue as organiser and the client as attendee. The reservation's version is the
 * SEQUENCE, so a confirmation sent again after a change replaces the client's earlier copy.
 */
export function reservationInvitation(r: {
  id: string;
  eventName: string;
  eventDate: string;
  eventStartTime: string;
  eventEndTime: string;
  status: string;
  version: number;
  clientName: string;
  clientEmail: string;
  organizerEmail: string;
  stamp: Date;
  url: string;
  /** Issue 32 item 8: a released hold withdraws the tentative invitation (iTIP CANCEL). */
  cancel?: boolean;
}): string {
  return buildCalendar({
    method: r.cancel ? "CANCEL" : "REQUEST",
    events: [
      {
        uid: invitationUid(r.id),
        date: r.eventDate,
        start: r.eventStartTime.slice(0, 5),
        end: r.eventEndTime.slice(0, 5),
        summary: `${r.eventName} at ${venue.name} ${venue.hallName} Hall`,
        description: `${venue.name} ${venue.hallName} Hall, ${venue.phone}`,
        location: hallLocation,
        url: r.url,
        status: r.cancel ? "CANCELLED" : r.status === "pending" ? "TENTATIVE" : "CONFIRMED",
        stamp: r.stamp,
        // A cancellation must outrank every copy sent before it (RFC 5546 3.2.5).
        sequence: r.cancel ? r.version + 1 : r.version,
        organizer: { name: `${venue.name} ${venue.hallName} Hall`, email: r.organizerEmail },
        attendee: { name: r.clientName, email: r.clientEmail },
      },
    ],
  });
}
