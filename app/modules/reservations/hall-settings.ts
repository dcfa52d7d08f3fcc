import { z } from "zod";

/** Issue 32 item 9: the hall's settings as the admin's form sends them, and their texts. */
export const DEFAULT_TURNAROUND_MINUTES = 60;
export const TURNAROUND_MAX = 720;

export const hallSettingsTexts = {
  title: "Hall Settings",
  denied: "Only administrators can change the hall's settings.",
  saved: "Hall settings saved.",
  turnaroundLabel: "Time between events (minutes)",
  turnaroundHint:
    "The hall's set-up and cleaning time: a confirmed event starting or ending closer than this to another confirmed event is refused. 0 allows back-to-back events.",
  turnaroundInvalid: `Enter a whole number of minutes from 0 to ${TURNAROUND_MAX}.`,
} as const;

export const hallSettingsSchema = z.object({
  turnaroundMinutes: z.coerce
    .number({ error: hallSettingsTexts.turnaroundInvalid })
    .int(hallSettingsTexts.turnaroundInvalid)
    .min(0, hallSettingsTexts.turnaroundInvalid)
    .max(TURNAROUND_MAX, hallSettingsTexts.turnaroundInvalid),
});
export type HallSettingsInput = z.output<typeof hallSettingsSchema>;

/** The refusal, with the setting's figure: 'The hall needs 60 minutes between events.' */
export function turnaroundMessage(minutes: number): string {
  return `The hall needs ${minutes} ${minutes === 1 ? "minute" : "minutes"} between events.`;
}
