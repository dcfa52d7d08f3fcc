// Issue 31: table bookings. Pure rules of the server and the staff screens (docs/tables.md).
import { venue } from "~/modules/site-content/venue";
import { isValidDate } from "~/modules/time";

/** Seating areas, in the order the form lists them (issue 31 item 1). */
export const AREAS = ["indoor", "garden"] as const;
export type Area = (typeof AREAS)[number];
export const areaLabels: Record<Area, string> = { indoor: "Guntoor indoor", garden: "Garden" };

export function isArea(value: unknown): value is Area {
  return typeof value === "string" && (AREAS as readonly string[]).includes(value);
}

export const STATUSES = ["booked", "seated", "no_show", "cancelled"] as const;
export type BookingStatus = (typeof STATUSES)[number];
export const statusLabels: Record<BookingStatus, string> = {
  booked: "Booked",
  seated: "Seated",
  no_show: "No-show",
  cancelled: "Cancelled",
};
/** A booking in these statuses holds its covers; a no-show or a cancelled one gives them back. */
export const HOLDING: readonly BookingStatus[] = ["booked", "seated"];
export const holds = (status: BookingStatus) => HOLDING.includes(status);

export function isStatus(value: unknown): value is BookingStatus {
  return typeof value === "string" && (STATUSES as readonly string[]).includes(value);
}

/** Guests per online booking (issue 31 item 1); a bigger party sends an enquiry. */
export const PARTY = { min: 1, max: 12 } as const;
/** Staff may seat a bigger walk-in party. */
export const WALK_IN_PARTY_MAX = 100;
export const NAME_MAX = 100;
export const NOTE_MAX = 500;
export const EMAIL_MAX = 254;
/** Counters are kept per quarter hour: slot and booking lengths are multiples of it. */
export const TICK_MINUTES = 15;
/** The last slot is an hour before closing. */
export const LAST_SLOT_BEFORE_CLOSE = 60;
export const SLOT_CHOICES = [15, 30, 60] as const;

export interface AreaSettings {
  area: Area;
  covers: number;
  opens: string;
  closes: string;
  bookable: boolean;
}

export interface BookingSettings {
  slotMinutes: number;
  bookingMinutes: number;
  windowDays: number;
  whatsapp: string;
  areas: Record<Area, AreaSettings>;
}

/**
 * Until an owner saves the settings. Hours: the garden keeps the site's opening hours (spec 1 and
 * 9: Monday to Sunday, 12:00 pm to 11:30 pm); the Guntoor restaurant inside keeps its restaurant
 * info's default opening time (spec 7.5 and 9: 11:30 AM to 10:30 PM). Covers per slot are this
 * build's starting choice, not a fact of the venue (docs/tables.md).
 */
export const DEFAULT_SETTINGS: BookingSettings = {
  slotMinutes: 30,
  bookingMinutes: 90,
  windowDays: 60,
  whatsapp: "",
  areas: {
    indoor: { area: "indoor", covers: 24, opens: "11:30", closes: "22:30", bookable: true },
    garden: {
      area: "garden",
      covers: 40,
      opens: venue.hours.opens,
      closes: venue.hours.closes,
      bookable: true,
    },
  },
};

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isTime(value: unknown): value is string {
  return typeof value === "string" && HHMM.test(value);
}

/** "19:30" → 1170. "24:00" (a closing time) → 1440. */
export function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 1170 → "19:30". */
export function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "19:30" → "7:30 PM" (the issue's own way of writing times). */
export function timeLabel(time: string): string {
  const minutes = toMinutes(time);
  const hour = Math.floor(minutes / 60) % 24;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** The slot times guests can choose in an area: from opening, every slot length, the last an hour before closing. */
export function slotTimes(area: Pick<AreaSettings, "opens" | "closes">, slotMinutes: number): string[] {
  const first = toMinutes(area.opens);
  const last = toMinutes(area.closes) - LAST_SLOT_BEFORE_CLOSE;
  const times: string[] = [];
  for (let t = first; t <= last; t += slotMinutes) times.push(fromMinutes(t));
  return times;
}

/** The quarter hours a booking at `time` holds for `minutes` (never past midnight). */
export function ticksOf(time: string, minutes: number): number[] {
  const start = Math.floor(toMinutes(time) / TICK_MINUTES) * TICK_MINUTES;
  const ticks: number[] = [];
  for (let t = start; t < toMinutes(time) + minutes && t < 1440; t += TICK_MINUTES) ticks.push(t);
  return ticks;
}

export interface Block {
  area: Area | null;
  fromTime: string | null;
  untilTime: string | null;
}

/** A block closes the span [time, time + minutes) in the area when it covers the whole day or overlaps it. */
export function blocked(blocks: readonly Block[], area: Area, time: string, minutes: number): boolean {
  const from = toMinutes(time);
  const until = from + minutes;
  return blocks.some(
    (b) =>
      (b.area === null || b.area === area) &&
      (b.fromTime === null ||
        b.untilTime === null ||
        (toMinutes(b.fromTime) < until && from < toMinutes(b.untilTime))),
  );
}

export interface SlotState {
  time: string;
  label: string;
  /** Free for this party now: inside the hours, not blocked, not begun, and covers left. */
  available: boolean;
}

/**
 * Every slot of a day in one area for a party, from the covers already held per quarter hour
 * (`loads`): a slot is available when each quarter hour it would hold keeps the party within the
 * area's covers, no block overlaps it, and (today) it has not begun.
 */
export function daySlots(options: {
  settings: BookingSettings;
  area: Area;
  party: number;
  loads: ReadonlyMap<number, number>;
  blocks: readonly Block[];
  /** Minutes after midnight IST before which slots have begun (today), or -1. */
  startedBefore: number;
}): SlotState[] {
  const { settings, area, party, loads, blocks } = options;
  const areaSettings = settings.areas[area];
  return slotTimes(areaSettings, settings.slotMinutes).map((time) => {
    const fits =
      areaSettings.bookable &&
      toMinutes(time) > options.startedBefore &&
      !blocked(blocks, area, time, settings.bookingMinutes) &&
      ticksOf(time, settings.bookingMinutes).every(
        (tick) => (loads.get(tick) ?? 0) + party <= areaSettings.covers,
      );
    return { time, label: timeLabel(time), available: fits };
  });
}

/** Up to `count` available slots nearest the asked-for time, in time order (issue 31 item 2's answer). */
export function alternatives(slots: readonly SlotState[], time: string, count = 4): string[] {
  const asked = toMinutes(time);
  return slots
    .filter((s) => s.available && s.time !== time)
    .sort(
      (a, b) =>
        Math.abs(toMinutes(a.time) - asked) - Math.abs(toMinutes(b.time) - asked) ||
        (a.time < b.time ? -1 : 1),
    )
    .slice(0, count)
    .map((s) => s.time)
    .sort();
}

/** Every text a guest reads in the booking section and on the booking's pages. */
export const bookingMessages = {
  heading: "Book a table",
  submit: "Book Table",
  submitting: "Booking...",
  tooMany: `For more than ${PARTY.max} guests, please send us an enquiry below.`,
  required: "Please fill in all required fields.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  mobile: "Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9.",
  nameTooLong: `Name must be at most ${NAME_MAX} characters.`,
  noteTooLong: `Note must be at most ${NOTE_MAX} characters.`,
  emailTooLong: `Email must be at most ${EMAIL_MAX} characters.`,
  party: `Please choose from ${PARTY.min} to ${PARTY.max} guests.`,
  area: "Please choose where you would like to sit.",
  time: "Please choose a time.",
  closedArea: (area: Area) => `The ${areaLabels[area]} area is not taking online bookings at the moment.`,
  outsideHours: (area: Area, first: string, last: string) =>
    `${areaLabels[area]} tables can be booked from ${timeLabel(first)} to ${timeLabel(last)}.`,
  begun: "That time has already begun. Please choose a later time.",
  captchaFailed:
    "The spam check could not confirm your booking. Please wait for the check to finish and book again.",
  failed: "Your booking could not be taken. Please try again.",
  dropped: "Your booking could not be taken online. Please call us.",
  date: (windowDays: number) =>
    windowDays === 0
      ? "Please choose today's date."
      : `Please choose a date from today to ${windowDays} ${windowDays === 1 ? "day" : "days"} ahead.`,
  noTable: (party: number, time: string, others: readonly string[]) =>
    others.length > 0
      ? `No table for ${party} at ${timeLabel(time)}. Available: ${others.map(timeLabel).join(", ")}.`
      : `No table for ${party} at ${timeLabel(time)}. No other time is free that day; please choose another date or seating area.`,
  dayClosed: "We take no online bookings on that day. Please choose another date, or call us.",
} as const;

/** A booking code: six characters without the look-alikes 0/O, 1/I/L. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;

/** Spec 5's e-mail rule (the contact form's), reused. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** Spec 5's phone rule (the contact form's): an optional plus and 10 to 14 digits. */
const PHONE_PATTERN = /^\+?\d{10,14}$/;

/**
 * A guest's phone under the contact form's rule, then as an Indian mobile: spaces, hyphens and
 * brackets are dropped first; `+91`, `91` or `0` before ten digits starting 6–9. Returns the ten
 * digits, or which message applies.
 */
export function indianMobile(raw: string): { ok: true; digits: string } | { ok: false; message: string } {
  const phone = raw.replace(/[\s()-]+/g, "");
  if (!PHONE_PATTERN.test(phone)) return { ok: false, message: bookingMessages.phone };
  const digits = phone.replace(/^\+/, "");
  const national = /^(?:91|0)?([6-9]\d{9})$/.exec(digits);
  if (!national || (phone.startsWith("+") && !digits.startsWith("91")))
    return { ok: false, message: bookingMessages.mobile };
  return { ok: true, digits: national[1]! };
}

export type BookingField = "date" | "time" | "party" | "area" | "name" | "phone" | "email" | "note";

export interface BookingValues {
  date: string;
  time: string;
  party: string;
  area: string;
  name: string;
  phone: string;
  email: string;
  note: string;
}

export interface BookingInput {
  date: string;
  time: string;
  party: number;
  area: Area;
  name: string;
  /** As typed, without spaces. */
  phone: string;
  /** Ten digits. */
  phoneKey: string;
  email: string | null;
  note: string;
}

export type BookingCheck =
  | { ok: true; value: BookingInput }
  | { ok: false; message: string; fields: BookingField[] };

const fail = (message: string, ...fields: BookingField[]): BookingCheck => ({ ok: false, message, fields });

/**
 * The booking form's checks, in the contact form's order (required, e-mail, phone, then the
 * booking's own), stopping at the first failure. `today` and `windowDays` bound the date.
 */
export function checkBooking(
  values: BookingValues,
  window: { today: string; lastDay: string; windowDays: number },
): BookingCheck {
  const v = Object.fromEntries(
    Object.entries(values).map(([k, x]) => [k, typeof x === "string" ? x.trim() : ""]),
  ) as unknown as BookingValues;
  if (v.party !== "" && Number(v.party) > PARTY.max) return fail(bookingMessages.tooMany, "party");
  const missing = (["date", "time", "party", "area", "name", "phone"] as const).filter((f) => v[f] === "");
  if (missing.length) return fail(bookingMessages.required, ...missing);
  if (v.email !== "" && !EMAIL_PATTERN.test(v.email)) return fail(bookingMessages.email, "email");
  const mobile = indianMobile(v.phone);
  if (!mobile.ok) return fail(mobile.message, "phone");
  if (v.name.length > NAME_MAX) return fail(bookingMessages.nameTooLong, "name");
  if (v.email.length > EMAIL_MAX) return fail(bookingMessages.emailTooLong, "email");
  if (v.note.length > NOTE_MAX) return fail(bookingMessages.noteTooLong, "note");
  if (!/^\d{1,2}$/.test(v.party) || Number(v.party) < PARTY.min) return fail(bookingMessages.party, "party");
  if (!isArea(v.area)) return fail(bookingMessages.area, "area");
  if (!isValidDate(v.date) || v.date < window.today || v.date > window.lastDay)
    return fail(bookingMessages.date(window.windowDays), "date");
  if (!isTime(v.time)) return fail(bookingMessages.time, "time");
  return {
    ok: true,
    value: {
      date: v.date,
      time: v.time,
      party: Number(v.party),
      area: v.area,
      name: v.name,
      phone: v.phone.replace(/[\s()-]+/g, ""),
      phoneKey: mobile.digits,
      email: v.email || null,
      note: v.note,
    },
  };
}
