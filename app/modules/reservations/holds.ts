import { istDayStart, istWallClock } from "~/modules/time";

/** Issue 16: a pending reservation holds its date this long unless staff set another end. */
export const DEFAULT_HOLD_HOURS = 72;

export const holdTexts = {
  past: "The hold must end in the future.",
  afterEvent: "The hold must end before the event starts.",
  invalid: "Please enter a valid date and time for the hold.",
  expired: "Hold expired",
  expiredSinceVisit: "Holds expired since your last visit",
} as const;

/** The instant an event starts: its date and start time are wall-clock times in India. */
export function eventStart(eventDate: string, startTime: string): Date {
  const [h = 0, m = 0] = startTime.split(":").map(Number);
  return new Date(istDayStart(eventDate).getTime() + (h * 60 + m) * 60_000);
}

/** 72 hours from now, cut at the event's start; none once the event has started. */
export function defaultHoldUntil(now: Date, eventDate: string, startTime: string): Date | null {
  const start = eventStart(eventDate, startTime);
  if (start <= now) return null;
  const hold = new Date(now.getTime() + DEFAULT_HOLD_HOURS * 3_600_000);
  return hold < start ? hold : start;
}

/** Why a hold chosen by staff cannot be: in the past, or after the event starts. */
export function holdProblem(holdUntil: Date, now: Date, eventDate: string, startTime: string): string | null {
  if (Number.isNaN(holdUntil.getTime())) return holdTexts.invalid;
  if (holdUntil <= now) return holdTexts.past;
  if (holdUntil > eventStart(eventDate, startTime)) return holdTexts.afterEvent;
  return null;
}

/** "1st option", "2nd option", "3rd option", "11th option"… */
export function optionLabel(rank: number): string {
  const tens = rank % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? "th"
      : rank % 10 === 1
        ? "st"
        : rank % 10 === 2
          ? "nd"
          : rank % 10 === 3
            ? "rd"
            : "th";
  return `${rank}${suffix} option`;
}

/** A datetime-local value ("2099-03-14T18:00", IST) as an instant. */
export function parseIstDateTime(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59) return null;
  const start = istDayStart(match[1]!);
  return Number.isNaN(start.getTime()) ? null : new Date(start.getTime() + (hours * 60 + minutes) * 60_000);
}

/** An instant as a datetime-local value in IST (the form's 'Hold until'). */
export function toIstDateTimeInput(instant: Date | string): string {
  return istWallClock(instant).toISOString().slice(0, 16);
}
