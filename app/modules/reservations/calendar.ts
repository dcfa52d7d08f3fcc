import { type MonthRef, monthKey } from "~/modules/time";

export type DayColour = "past" | "confirmed" | "pending" | "available";

/**
 * Spec 2.6 calendar colours: past days light red; a confirmed reservation red; only pending
 * ones orange; other current or future days light green. "Past" wins, so a day that has gone
 * reads as gone even if it held an event (the day's list still shows it).
 */
export function dayColour(date: string, today: string, statuses: readonly string[]): DayColour {
  if (date < today) return "past";
  if (statuses.includes("confirmed")) return "confirmed";
  if (statuses.includes("pending")) return "pending";
  return "available";
}

export interface CalendarDay {
  date: string;
  day: number;
  colour: DayColour;
  count: number;
}

export function buildMonth(
  ref: MonthRef,
  today: string,
  reservations: readonly { eventDate: string; status: string }[],
  days: number,
): CalendarDay[] {
  const byDate = new Map<string, string[]>();
  for (const r of reservations) {
    const list = byDate.get(r.eventDate) ?? [];
    list.push(r.status);
    byDate.set(r.eventDate, list);
  }
  const key = monthKey(ref);
  return Array.from({ length: days }, (_, i) => {
    const date = `${key}-${String(i + 1).padStart(2, "0")}`;
    const statuses = byDate.get(date) ?? [];
    return { date, day: i + 1, colour: dayColour(date, today, statuses), count: statuses.length };
  });
}
