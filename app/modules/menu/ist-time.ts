/** The business day is Asia/Kolkata whatever the server's TZ (DESIGN "Time"); IST has no DST. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The instant an IST calendar day (YYYY-MM-DD) begins. */
export function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The IST calendar day (YYYY-MM-DD) of an instant. */
export function istDay(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Spec 7.5: from the start of the first day to the end of the last, as [from, to). */
export function istRangeBounds(range: { start?: string; end?: string }): { from?: Date; to?: Date } {
  return {
    from: range.start ? istDayStart(range.start) : undefined,
    to: range.end ? istDayStart(addDays(range.end, 1)) : undefined,
  };
}

const timestampFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "2-digit",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: true,
});

/** "22 Nov 2026, 05:25 am" in IST, for tables. */
export function formatIstTimestamp(iso: string): string {
  return timestampFormat.format(new Date(iso));
}

/** "2026-11-22 05:25:44" in IST: sortable and read by spreadsheets as a date. */
export function formatIstSortable(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}
