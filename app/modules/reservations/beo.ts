import { z } from "zod";
import { GUESTS } from "./amount-bounds";

/**
 * Issue 32 item 11: the function sheet as a working banquet event order (BEO), the form that
 * completes it and what the sheet prints. Shared by the browser (the form) and the server.
 */
export const BEO_TIMELINE_ROWS = 8;
export const BEO_VENDOR_ROWS = 6;
export const BEO_NOTES_MAX = 1000;
const WHAT_MAX = 120;
const NAME_MAX = 100;
const PHONE_MAX = 20;
const BRINGS_MAX = 200;

export const beoTexts = {
  title: "Function sheet details",
  saved: "Function sheet saved.",
  failed: "Failed to save the function sheet. Please try again.",
  denied: "You do not have permission to edit reservations.",
  covers: "Covers must be a whole number from 0 to 10,000.",
  guaranteed: "Guaranteed covers must be a whole number from 1 to 10,000.",
  time: "Enter the time as HH:MM.",
  whatRequired: "Say what happens at this time.",
  whatTooLong: `At most ${WHAT_MAX} characters.`,
  vendorName: "Enter the vendor's name.",
  vendorTooLong: "Too long.",
  notesTooLong: `At most ${BEO_NOTES_MAX.toLocaleString("en-IN")} characters.`,
  guaranteedLater: "Not yet guaranteed",
  dayEmpty: "No events on this date.",
} as const;

/** The timeline a new sheet starts from: the issue's moments of a banquet day. */
export const defaultTimelineLabels = ["Arrival", "Ceremony", "Meal service", "End"] as const;

const optionalCount = (message: string, min: number) =>
  z
    .union([
      z.literal(""),
      z.coerce.number({ error: message }).int(message).min(min, message).max(GUESTS.max, message),
    ])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v));

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const text = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v ?? "");

const timelineRow = z
  .object({ time: text(5, beoTexts.time), what: text(WHAT_MAX, beoTexts.whatTooLong) })
  .superRefine((row, ctx) => {
    if (row.time && !TIME.test(row.time))
      ctx.addIssue({ code: "custom", path: ["time"], message: beoTexts.time });
    if (row.time && !row.what)
      ctx.addIssue({ code: "custom", path: ["what"], message: beoTexts.whatRequired });
    if (!row.time && row.what) ctx.addIssue({ code: "custom", path: ["time"], message: beoTexts.time });
  });

const vendorRow = z
  .object({
    name: text(NAME_MAX, beoTexts.vendorTooLong),
    phone: text(PHONE_MAX, beoTexts.vendorTooLong),
    brings: text(BRINGS_MAX, beoTexts.vendorTooLong),
  })
  .superRefine((row, ctx) => {
    if (!row.name && (row.phone || row.brings)) {
      ctx.addIssue({ code: "custom", path: ["name"], message: beoTexts.vendorName });
    }
  });

/** The BEO form: empty timeline and vendor rows are left out. */
export const beoSchema = z.object({
  vegCovers: optionalCount(beoTexts.covers, 0),
  nonVegCovers: optionalCount(beoTexts.covers, 0),
  guaranteedCovers: optionalCount(beoTexts.guaranteed, 1),
  timeline: z
    .array(timelineRow)
    .max(BEO_TIMELINE_ROWS)
    .optional()
    .transform((rows) =>
      (rows ?? []).filter((r) => r.time && r.what).sort((a, b) => a.time.localeCompare(b.time)),
    ),
  vendors: z
    .array(vendorRow)
    .max(BEO_VENDOR_ROWS)
    .optional()
    .transform((rows) => (rows ?? []).filter((r) => r.name)),
  kitchenNotes: text(BEO_NOTES_MAX, beoTexts.notesTooLong),
  serviceNotes: text(BEO_NOTES_MAX, beoTexts.notesTooLong),
});
export type BeoInput = z.output<typeof beoSchema>;

/**
 * The covers a sheet prints: veg and non-veg (the sheet's own split when staff gave one, else every
 * guest of the reservation's meal type), the expected covers (the guest count) and the guaranteed
 * ones (null until the client guarantees them).
 */
export function sheetCovers(
  r: { guestCount: number; mealType: "veg" | "non-veg" },
  sheet: { vegCovers: number | null; nonVegCovers: number | null; guaranteedCovers: number | null } | null,
) {
  const split = sheet && (sheet.vegCovers !== null || sheet.nonVegCovers !== null);
  return {
    veg: split ? (sheet.vegCovers ?? 0) : r.mealType === "veg" ? r.guestCount : 0,
    nonVeg: split ? (sheet.nonVegCovers ?? 0) : r.mealType === "non-veg" ? r.guestCount : 0,
    expected: r.guestCount,
    guaranteed: sheet?.guaranteedCovers ?? null,
  };
}
