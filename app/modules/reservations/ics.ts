/**
 * RFC 5545 text (issue 16): CRLF lines folded at 75 octets, TEXT values escaped, local times in
 * Asia/Kolkata with its VTIMEZONE (India has kept +05:30 without daylight saving since 1945).
 */
import { STAFF_TITLE } from "~/modules/site-content/venue";
import { IST_UTC_OFFSET } from "~/modules/time";

export const ICS_TIMEZONE = "Asia/Kolkata";

const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${ICS_TIMEZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  `TZOFFSETFROM:${IST_UTC_OFFSET.replace(":", "")}`,
  `TZOFFSETTO:${IST_UTC_OFFSET.replace(":", "")}`,
  "TZNAME:IST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/**
 * RFC 5545 3.3.11 TEXT: backslash, semicolon and comma escaped; a line break (CRLF, LF, or a lone
 * CR, which some calendars also read as one) becomes "\\n"; the other control characters, which
 * TEXT does not allow, are dropped (issue 28 item 12).
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/(?!\t)\p{Cc}/gu, "");
}

/** Splits a content line into 75-octet pieces, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export interface IcsEvent {
  uid: string;
  /** YYYY-MM-DD and HH:MM, wall-clock in India; an end at or before the start is the next day. */
  date: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  status: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  /** Last change, as the event's DTSTAMP and LAST-MODIFIED. */
  stamp: Date;
  /** An invitation's revision: a calendar replaces its copy with a higher one (RFC 5546). */
  sequence?: number;
  /** An invitation's sender and guest (iTIP REQUEST needs both). */
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
}

function person(property: string, who: { name: string; email: string }, parameters = ""): string {
  return `${property};CN="${who.name.replace(/["\r\n]/g, "")}"${parameters}:mailto:${who.email}`;
}

function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, "")}T${time.replace(":", "").slice(0, 4)}00`;
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function utc(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/**
 * A feed (METHOD:PUBLISH, named for the subscriber's calendar list) or an e-mailed invitation
 * (METHOD:REQUEST, issue 16 item 5: the client's calendar offers to add the event).
 */
export function buildCalendar(options: {
  name?: string;
  method?: "PUBLISH" | "REQUEST" | "CANCEL";
  events: IcsEvent[];
}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Eden Garden//${STAFF_TITLE}//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${options.method ?? "PUBLISH"}`,
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`, `X-WR-TIMEZONE:${ICS_TIMEZONE}`] : []),
    ...VTIMEZONE,
  ];
  for (const e of options.events) {
    const endDate = e.end <= e.start ? nextDay(e.date) : e.date;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${utc(e.stamp)}`,
      `LAST-MODIFIED:${utc(e.stamp)}`,
      `DTSTART;TZID=${ICS_TIMEZONE}:${localDateTime(e.date, e.start)}`,
      `DTEND;TZID=${ICS_TIMEZONE}:${localDateTime(endDate, e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      `LOCATION:${escapeText(e.location)}`,
      `URL:${e.url}`,
      `STATUS:${e.status}`,
      ...(e.sequence !== undefined ? [`SEQUENCE:${e.sequence}`] : []),
      ...(e.organizer ? [person("ORGANIZER", e.organizer)] : []),
      ...(e.attendee
        ? [person("ATTENDEE", e.attendee, ";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE")]
        : []),
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
