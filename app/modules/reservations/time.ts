/**
 * The business day is Asia/Kolkata whatever the server's TZ (DESIGN.md "Time"). Dates are
 * "YYYY-MM-DD" strings and are compared as strings; every "now" is passed in so tests can freeze it.
 */
export const BUSINESS_TIME_ZONE = "Asia/Kolkata";

const isoDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in India. */
export function todayIST(now: Date = new Date()): string {
  return isoDay.format(now);
}

export function isPastDate(eventDate: string, now: Date = new Date()): boolean {
  return eventDate < todayIST(now);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date (rejects 2026-02-30). */
export function isValidDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

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

/** "Saturday, 12 December 2026" — the card's long date. */
export function formatLongDate(eventDate: string): string {
  return longDate.format(new Date(`${eventDate}T00:00:00Z`));
}

/** "12 December 2026" — used inside sentences such as the double-booking refusal. */
export function formatPlainDate(eventDate: string): string {
  return plainLongDate.format(new Date(`${eventDate}T00:00:00Z`));
}

/** "18:00:00" → "18:00". */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}

export function endsNextDay(start: string, end: string): boolean {
  return shortTime(end) <= shortTime(start);
}

/** "18:00 – 23:00", or "22:00 – 01:00 (next day)" when the event runs past midnight. */
export function formatTimeRange(start: string, end: string): string {
  const range = `${shortTime(start)} – ${shortTime(end)}`;
  return endsNextDay(start, end) ? `${range} (next day)` : range;
}

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

const monthTitle = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", month: "long", year: "numeric" });

export function formatMonth(ref: MonthRef): string {
  return monthTitle.format(new Date(Date.UTC(ref.year, ref.month - 1, 1)));
}

/** Shift a YYYY-MM-DD date by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
