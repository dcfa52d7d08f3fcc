import type { Paise } from "~/modules/money";

/** One booking with money outstanding, as the accounts home lists it (issue 32 item 13). */
export interface DueLine {
  id: string;
  eventName: string;
  eventDate: string;
  clientName: string;
  outstanding: Paise;
  overdue: boolean;
}

export interface DuesSummary {
  totalOutstanding: Paise;
  count: number;
  overdueOutstanding: Paise;
  overdueCount: number;
  /** The bookings to chase first: overdue ones, then the soonest events. */
  first: DueLine[];
}

export const DUES_FIRST_COUNT = 5;

/** The accounts home's money summary, from the Dues list (event date order: overdue ones first). */
export function summariseDues(dues: readonly DueLine[]): DuesSummary {
  const overdue = dues.filter((d) => d.overdue);
  const sum = (list: readonly DueLine[]) => list.reduce((total, d) => total + d.outstanding, 0);
  return {
    totalOutstanding: sum(dues),
    count: dues.length,
    overdueOutstanding: sum(overdue),
    overdueCount: overdue.length,
    first: dues
      .slice(0, DUES_FIRST_COUNT)
      .map(({ id, eventName, eventDate, clientName, outstanding, overdue }) => ({
        id,
        eventName,
        eventDate,
        clientName,
        outstanding,
        overdue,
      })),
  };
}
