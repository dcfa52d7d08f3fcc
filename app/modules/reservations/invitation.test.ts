import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { hallLocation, reservationInvitation } from "./invitation";

/** Issue 16 item 5: the `.ics` invitation attached to the confirmation e-mail. */
const invitation = (overrides: Partial<Parameters<typeof reservationInvitation>[0]> = {}) =>
  reservationInvitation({
    id: "5b0c7a52-8d0e-4d47-9d43-3f1f0c6e7a10",
    eventName: "Sharma Wedding Reception",
    eventDate: "2026-12-31",
    eventStartTime: "20:00:00",
    eventEndTime: "01:00:00",
    status: "confirmed",
    version: 3,
    clientName: 'Ravi "RS" Sharma',
    clientEmail: "ravi@example.com",
    organizerEmail: "hall@eden.test",
    stamp: new Date("2026-12-01T04:30:00Z"),
    url: "https://eden.example/luxe",
    ...overrides,
  });

const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
};

describe("the confirmation's .ics invitation (RFC 5545, iTIP REQUEST)", () => {
  it("asks the client's calendar to add the event, in India's time, at the hall, from the venue to the client", () => {
    const { calendar, event } = parse(invitation());
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstSubcomponent("vtimezone")!.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
    expect(event.component.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Asia/Kolkata");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-31T14:30:00.000Z");
    // Past midnight: it ends on the next day.
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-31T19:30:00.000Z");
    expect(event.location).toBe(hallLocation);
    expect(event.uid).toBe("invitation-5b0c7a52-8d0e-4d47-9d43-3f1f0c6e7a10@luxe.eden");
    expect(event.sequence).toBe(3);
    expect(event.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.organizer).toBe("mailto:hall@eden.test");
    const [attendee] = event.attendees;
    expect(attendee!.getFirstValue()).toBe("mailto:ravi@example.com");
    // A quote cannot stand in a quoted parameter: it is left out of the name.
    expect(attendee!.getParameter("cn")).toBe("Ravi RS Sharma");
    expect(attendee!.getParameter("rsvp")).toBe("FALSE");
  });

  it("keeps its UID across sends; a pending reservation is TENTATIVE; no feed name in an invitation", () => {
    const again = parse(invitation({ version: 4, status: "pending" })).event;
    expect(again.uid).toBe(parse(invitation()).event.uid);
    expect(again.sequence).toBe(4);
    expect(again.component.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(invitation()).not.toContain("X-WR-CALNAME");
  });
});

describe("the invitation follows the status (issue 32 item 8)", () => {
  it("a pending reservation's is TENTATIVE; a released hold's withdraws it (METHOD:CANCEL, STATUS:CANCELLED, a higher SEQUENCE)", () => {
    const tentative = invitation({ status: "pending" });
    expect(tentative).toContain("\r\nMETHOD:REQUEST\r\n");
    expect(tentative).toContain("\r\nSTATUS:TENTATIVE\r\n");
    const cancel = invitation({ status: "cancelled", cancel: true });
    expect(cancel).toContain("\r\nMETHOD:CANCEL\r\n");
    expect(cancel).toContain("\r\nSTATUS:CANCELLED\r\n");
    expect(cancel).toContain("\r\nSEQUENCE:4\r\n");
    expect(parse(cancel).event.uid).toBe(parse(tentative).event.uid);
  });
});
