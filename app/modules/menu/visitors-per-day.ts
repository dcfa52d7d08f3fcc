import { addDays, istDay } from "./ist-time";
import type { EntryRange } from "./menu.schema";

export interface CustomerEntryDto {
  id: string;
  customerName: string;
  phoneNumber: string;
  numGuests: number;
  timestamp: string;
}

/** Visitors (guests) and entries per IST day over the range, oldest first, days without entries as 0. */
export function visitorsPerDay(
  entries: readonly CustomerEntryDto[],
  range: EntryRange = {},
): { day: string; guests: number; entries: number }[] {
  if (!entries.length && (!range.start || !range.end)) return [];
  const days = entries.map((e) => istDay(new Date(e.timestamp))).sort();
  const first = range.start ?? days[0]!;
  const last = range.end ?? days[days.length - 1]!;
  const totals = new Map<string, { guests: number; entries: number }>();
  for (const e of entries) {
    const day = istDay(new Date(e.timestamp));
    const t = totals.get(day) ?? { guests: 0, entries: 0 };
    t.guests += e.numGuests;
    t.entries += 1;
    totals.set(day, t);
  }
  const result: { day: string; guests: number; entries: number }[] = [];
  // At most 366 bars: a longer range shows its last year.
  const earliest = addDays(last, -365);
  // ISO days compare as text.
  let day = [first, earliest].sort()[1]!;
  while (day <= last) {
    result.push({ day, ...(totals.get(day) ?? { guests: 0, entries: 0 }) });
    day = addDays(day, 1);
  }
  return result;
}
