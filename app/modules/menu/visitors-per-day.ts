import { addDays } from "~/modules/time";
import type { EntryRange } from "./menu.schema";

export interface CustomerEntryDto {
  id: string;
  customerName: string;
  phoneNumber: string;
  numGuests: number;
  timestamp: string;
  /** Issue 18: the name of the table the guest scanned (kept after the table is removed). */
  table: string | null;
}

export interface DayTotal {
  day: string;
  guests: number;
  entries: number;
}

/**
 * Guests and entries per IST day over the range, oldest first, days without entries as 0;
 * without a range, from the first day with entries to the last.
 */
export function fillDays(totals: readonly DayTotal[], range: EntryRange = {}): DayTotal[] {
  if (!totals.length && (!range.start || !range.end)) return [];
  const byDay = new Map(totals.map((t) => [t.day, t]));
  const days = [...byDay.keys()].sort();
  const first = range.start ?? days[0]!;
  const last = range.end ?? days[days.length - 1]!;
  const result: DayTotal[] = [];
  // At most 366 bars: a longer range shows its last year.
  const earliest = addDays(last, -365);
  // ISO days compare as text.
  let day = [first, earliest].sort()[1]!;
  while (day <= last) {
    const t = byDay.get(day);
    result.push({ day, guests: t?.guests ?? 0, entries: t?.entries ?? 0 });
    day = addDays(day, 1);
  }
  return result;
}

/**
 * Issue 29 item 12: a chart's day as Indians write it, day first: "2026-12-05" → "05-12" (the
 * axis), with the year for the bar's full label ("05-12-2026").
 */
export function chartDay(day: string, withYear = false): string {
  const [year, month, date] = day.split("-");
  return withYear ? `${date}-${month}-${year}` : `${date}-${month}`;
}
