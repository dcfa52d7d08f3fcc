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
  /** Issue 32 item 4: the day's confirmed and pending bookings; cancelled and completed ones are left out. */
  confirmed: number;
  pending: number;
}

/** Issue 32 item 4: a day's counts as the calendar says them, 'confirmed · pending'. */
export function dayCounts(day: Pick<CalendarDay, "confirmed" | "pending">): string | null {
  if (day.confirmed + day.pending === 0) return null;
  return `${day.confirmed} · ${day.pending}`;
}

/** The same for a screen reader: '2 confirmed · 1 pending'. */
export function dayCountsSpoken(day: Pick<CalendarDay, "confirmed" | "pending">): string | null {
  if (day.confirmed + day.pending === 0) return null;
  return `${day.confirmed} confirmed · ${day.pending} pending`;
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
    return {
      date,
      day: i + 1,
      colour: dayColour(date, today, statuses),
      confirmed: statuses.filter((s) => s === "confirmed").length,
      pending: statuses.filter((s) => s === "pending").length,
    };
  });
}
