import { z } from "zod";
import { AREAS, SLOT_CHOICES, WALK_IN_PARTY_MAX } from "./booking-rules";
import { tableTexts } from "./table-texts";

z.config({ jitless: true });

/** Issue 31 item 6: the owner's booking rules (forms on /luxebooking/table-bookings/settings). */
export const settingsMessages = {
  slot: "Slot length must be 15, 30 or 60 minutes.",
  length: "A booking holds its table for 30 to 240 minutes, in steps of 15.",
  window: "Guests may book from 0 to 365 days ahead.",
  whatsapp: "Enter the WhatsApp number with its country code, e.g. +91 98450 12345, or leave it empty.",
  covers: "Covers must be a whole number from 0 to 1000.",
  time: "Enter a time as HH:MM on the quarter hour (e.g. 12:00, 23:30).",
  hours: "The closing time must be at least an hour after the opening time.",
  area: "Choose a seating area.",
  day: "Choose a date.",
  blockHours: "Give both times (the block's start before its end), or neither for the whole day.",
  reason: "The note must be at most 200 characters.",
} as const;

const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const quarterHour = z
  .string({ error: settingsMessages.time })
  .trim()
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, settingsMessages.time);
// A time input cannot say 24:00: midnight typed as 00:00 closes at the end of the day.
const closing = z
  .string({ error: settingsMessages.time })
  .trim()
  .regex(/^(([01]\d|2[0-3]):(00|15|30|45)|24:00)$/, settingsMessages.time)
  .transform((t) => (t === "00:00" ? "24:00" : t));

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export const rulesSchema = z.object({
  slotMinutes: z.coerce
    .number({ error: settingsMessages.slot })
    .refine((n) => (SLOT_CHOICES as readonly number[]).includes(n), settingsMessages.slot),
  bookingMinutes: whole(settingsMessages.length, 30, 240).refine(
    (n) => n % 15 === 0,
    settingsMessages.length,
  ),
  windowDays: whole(settingsMessages.window, 0, 365),
  whatsapp: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ?? "").replace(/[\s()-]/g, ""))
    .refine((v) => v === "" || /^\+?[1-9]\d{7,14}$/.test(v), settingsMessages.whatsapp)
    .transform((v) => v.replace(/^\+/, "")),
});
export type RulesInput = z.output<typeof rulesSchema>;

export const areaSchema = z
  .object({
    area: z.enum(AREAS, { error: settingsMessages.area }),
    covers: whole(settingsMessages.covers, 0, 1000),
    opens: quarterHour,
    closes: closing,
    // A checkbox: present when ticked.
    bookable: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
  })
  .refine((a) => minutes(a.closes) - minutes(a.opens) >= 60, {
    message: settingsMessages.hours,
    path: ["closes"],
  });
export type AreaInput = z.output<typeof areaSchema>;

export const blockSchema = z
  .object({
    area: z
      .enum(["both", ...AREAS], { error: settingsMessages.area })
      .transform((a) => (a === "both" ? null : a)),
    day: z.iso.date({ error: settingsMessages.day }),
    fromTime: quarterHour.optional(),
    untilTime: closing.optional(),
    reason: z.string().trim().max(200, settingsMessages.reason).optional().default(""),
  })
  .refine(
    (b) =>
      (b.fromTime === undefined && b.untilTime === undefined) ||
      (b.fromTime !== undefined && b.untilTime !== undefined && minutes(b.fromTime) < minutes(b.untilTime)),
    { message: settingsMessages.blockHours, path: ["untilTime"] },
  )
  .transform((b) => ({ ...b, fromTime: b.fromTime ?? null, untilTime: b.untilTime ?? null }));
export type BlockInput = z.output<typeof blockSchema>;

/** A walk-in in two fields (issue 31 item 5): how many, and where. */
export const walkInSchema = z.object({
  party: whole(tableTexts.walkInParty, 1, WALK_IN_PARTY_MAX),
  area: z.enum(AREAS, { error: settingsMessages.area }),
});
