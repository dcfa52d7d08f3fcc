/**
 * The business day is Asia/Kolkata whatever the server's or the browser's TZ (DESIGN.md "Time").
 * Calendar dates are plain "YYYY-MM-DD" strings, compared as strings; event times are "HH:mm[:ss]";
 * instants are Dates or ISO strings. Every "now" can be passed in so tests can freeze it.
 */
export const BUSINESS_TIME_ZONE = "Asia/Kolkata";

/** IST is UTC+05:30 all year: India has kept no daylight saving time since 1945. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** The same offset as ISO 8601 and RFC 5545 write it (the calendar feed's VTIMEZONE drops the colon). */
export const IST_UTC_OFFSET = "+05:30";
const DAY_MS = 86_400_000;

const isoDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The IST calendar date of an instant. */
export function istDate(instant: Date): string {
  return isoDate.format(instant);
}

/** Today's date in India. */
export function todayIST(now: Date = new Date()): string {
  return istDate(now);
}

export function isPastDate(date: string, now: Date = new Date()): boolean {
  return date < todayIST(now);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isValidDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A plain date as the UTC midnight of that date: date arithmetic without any zone. */
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Shift a plain date by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one plain date to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The instant an IST day begins (midnight in India). */
export function istDayStart(date: string): Date {
  return new Date(utcMidnight(date) - IST_OFFSET_MS);
}

/** An IST day as [start, end): the end is the next day's start, so every instant has one day. */
export function istDayBounds(date: string): { start: Date; end: Date } {
  return { start: istDayStart(date), end: istDayStart(addDays(date, 1)) };
}

/** Whole IST days from the start of the first to the end of the last, as [from, to); either open. */
export function istRangeBounds(range: { start?: string; end?: string }): { from?: Date; to?: Date } {
  return {
    from: range.start ? istDayBounds(range.start).start : undefined,
    to: range.end ? istDayBounds(range.end).end : undefined,
  };
}

/**
 * The IST wall-clock time of an instant as a zone-less date-time (its UTC fields read the time in
 * India): what a spreadsheet cell holds, since spreadsheet dates carry no zone.
 */
export function istWallClock(instant: Date | string): Date {
  return new Date(new Date(instant).getTime() + IST_OFFSET_MS);
}

/** Minutes since midnight in India (0–1439) of an instant. */
export function istMinutesOfDay(now: Date): number {
  const wall = istWallClock(now);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

// Calendar months (the reservations calendar), as plain year and month numbers.

export interface MonthRef {
  year: number;
  month: number; // 1-12
}

export function parseMonth(text: string | null | undefined, fallback: MonthRef): MonthRef {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? "");
  if (!match) return fallback;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 2000 || year > 2100 || month < 1 || month > 12) return fallback;
  return { year, month };
}

export function monthOf(date: string): MonthRef {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function monthKey({ year, month }: MonthRef): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

export function addMonths({ year, month }: MonthRef, delta: number): MonthRef {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function daysInMonth({ year, month }: MonthRef): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function monthRange(ref: MonthRef): { first: string; last: string } {
  const key = monthKey(ref);
  return { first: `${key}-01`, last: `${key}-${String(daysInMonth(ref)).padStart(2, "0")}` };
}

/** Monday-first offset of the month's first day (0 = Monday). */
export function firstWeekday(ref: MonthRef): number {
  return (new Date(Date.UTC(ref.year, ref.month - 1, 1)).getUTCDay() + 6) % 7;
}

// Formatting. Plain dates are formatted in UTC (they name a day, not an instant); instants in IST.

const longDate = new Intl.DateTimeFormat("en-IN", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const plainLongDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const monthTitle = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", month: "long", year: "numeric" });

/**
 * A date's text, kept: Intl's format is slow next to a map lookup, and a dashboard formats the
 * same few dozen dates on every view (≈ 3 % of its server CPU, issue 17 item 3). Emptied when full.
 */
function remembered(format: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let text = known.get(key);
    if (text === undefined) {
      if (known.size >= 4096) known.clear();
      text = format(key);
      known.set(key, text);
    }
    return text;
  };
}

const longDateText = remembered((date) => longDate.format(new Date(utcMidnight(date))));
const plainDateText = remembered((date) => plainLongDate.format(new Date(utcMidnight(date))));
const monthText = remembered((key) => {
  const [year, month] = key.split("-").map(Number);
  return monthTitle.format(new Date(Date.UTC(year!, month! - 1, 1)));
});

/** "Saturday, 12 December 2026": the reservation card's long date. */
export function formatLongDate(date: string): string {
  return longDateText(date);
}

/** "12 December 2026": inside sentences such as the double-booking refusal. */
export function formatPlainDate(date: string): string {
  return plainDateText(date);
}

/** "December 2026": the calendar's title. */
export function formatMonth(ref: MonthRef): string {
  return monthText(`${ref.year}-${ref.month}`);
}

/** "18:00:00" → "18:00". */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

export function endsNextDay(start: string, end: string): boolean {
  return formatTime(end) <= formatTime(start);
}

/** "18:00 – 23:00", or "22:00 – 01:00 (next day)" when the event runs past midnight. */
export function formatTimeRange(start: string, end: string): string {
  const range = `${formatTime(start)} – ${formatTime(end)}`;
  return endsNextDay(start, end) ? `${range} (next day)` : range;
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: BUSINESS_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const paddedDateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: BUSINESS_TIME_ZONE,
  day: "2-digit",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: true,
});

/** "1 Feb 2026, 2:15 am" in IST: when something was received, requested, uploaded, changed. */
export function formatDateTime(instant: Date | string): string {
  return dateTime.format(new Date(instant));
}

/** "01 Feb 2026, 02:15 am" in IST: fixed width, for the rows of a table. */
export function formatDateTimePadded(instant: Date | string): string {
  return paddedDateTime.format(new Date(instant));
}

/** "2026-02-01 02:15:44" in IST: sortable, and read by spreadsheets as a date. */
export function formatSortableDateTime(instant: Date | string): string {
  return istWallClock(instant).toISOString().slice(0, 19).replace("T", " ");
}
