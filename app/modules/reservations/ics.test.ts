import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine } from "./ics";

const stamp = new Date("2026-12-01T04:30:00Z");
const calendar = buildCalendar({
  name: "Eden Luxe Hall",
  events: [
    {
      uid: "a@luxe.eden",
      date: "2026-12-12",
      start: "18:00",
      end: "23:00",
      summary: "Sharma Wedding; Reception, Hall \\ 1",
      description: "250 guests · Veg",
      location: "Eden Luxe Hall, 14 Cunningham Road, Vasanth Nagar, Bengaluru 560052",
      url: "https://eden.example/luxebooking/reservation/a",
      status: "CONFIRMED",
      stamp,
    },
    {
      uid: "b@luxe.eden",
      date: "2026-12-31",
      start: "20:00",
      end: "01:00",
      summary: `New Year Gala ${"ಹೊಸ ವರ್ಷ ".repeat(8)}(pending)`,
      description: "400 guests · Non-Veg · alcohol",
      location: "Eden Luxe Hall",
      url: "https://eden.example/luxebooking/reservation/b",
      status: "TENTATIVE",
      stamp,
    },
  ],
});

describe(".ics output (RFC 5545)", () => {
  it("is read by ical.js: times in Asia/Kolkata through its VTIMEZONE, status, URL, escaped text", () => {
    const component = new ICAL.Component(ICAL.parse(calendar));
    const zone = component.getFirstSubcomponent("vtimezone")!;
    expect(zone.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
    const events = component.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    ICAL.TimezoneService.register(zone);
    expect(events.map((e) => e.summary)).toEqual([
      "Sharma Wedding; Reception, Hall \\ 1",
      `New Year Gala ${"ಹೊಸ ವರ್ಷ ".repeat(8)}(pending)`,
    ]);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe("2026-12-12T12:30:00.000Z");
    expect(events[0]!.endDate.toJSDate().toISOString()).toBe("2026-12-12T17:30:00.000Z");
    // Past midnight: it ends on the next day.
    expect(events[1]!.endDate.toJSDate().toISOString()).toBe("2026-12-31T19:30:00.000Z");
    expect(events.map((e) => e.component.getFirstPropertyValue("status"))).toEqual([
      "CONFIRMED",
      "TENTATIVE",
    ]);
    expect(events[0]!.component.getFirstPropertyValue("url")).toBe(
      "https://eden.example/luxebooking/reservation/a",
    );
    expect(events[0]!.location).toBe("Eden Luxe Hall, 14 Cunningham Road, Vasanth Nagar, Bengaluru 560052");
  });

  it("uses CRLF and folds every line at 75 octets without splitting a character", () => {
    const lines = calendar.split("\r\n");
    expect(calendar.endsWith("\r\n")).toBe(true);
    expect(calendar.replace(/\r\n/g, "")).not.toContain("\n");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(" "))).toBe(true);
    const folded = foldLine(`SUMMARY:${"ಅ".repeat(40)}`);
    expect(folded.split("\r\n ").join("")).toBe(`SUMMARY:${"ಅ".repeat(40)}`);
  });

  it("escapes backslash, semicolon, comma and newlines in text", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("escapes a carriage return as a line break too, and drops other control characters (issue 28)", () => {
    expect(escapeText("a\rb")).toBe("a\\nb");
    expect(escapeText("a\r\nb\n\rc")).toBe("a\\nb\\n\\nc");
    expect(escapeText("a\u0000\u0007b\tc")).toBe("ab\tc");
    const injected = buildCalendar({
      events: [
        {
          uid: "c@luxe.eden",
          date: "2026-12-12",
          start: "18:00",
          end: "23:00",
          summary: "Wedding\rATTENDEE:mailto:x@evil.example",
          description: "",
          location: "",
          url: "https://eden.example/luxebooking/reservation/c",
          status: "CONFIRMED",
          stamp,
        },
      ],
    });
    expect(injected).not.toMatch(/\rATTENDEE/);
    expect(injected.split("\r\n").some((line) => line.startsWith("ATTENDEE"))).toBe(false);
  });
});
