import { z } from "zod";
import { type BoundField, boundIssues, boundMessages, GUESTS } from "./amount-bounds";
import { messages } from "./messages";
import { HOLD_REASON_MAX, holdOverrideTexts } from "./hold-override";
import { isAmountFormat } from "~/modules/money";
import { isValidDate } from "~/modules/time";
import { checkClientBilling, clientBillingShape } from "~/modules/billing/billing.schema";

import { allStatuses, formStatuses, type ReservationStatus, statusLabels } from "./statuses";

export { allStatuses, formStatuses, type ReservationStatus, statusLabels };

export const LIMITS = {
  eventName: 200,
  clientName: 200,
  clientEmail: 254,
  clientPhone: 20,
  notes: 2000,
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} must be at most ${max} characters.`);

/**
 * A name is one line (issue 28 item 12): it is written into calendar entries, e-mail subjects and
 * documents, where a line break would start a field of its own.
 */
const oneLine = (label: string, max: number) =>
  requiredText(label, max).refine((v) => !/[\r\n]/.test(v), `The ${label} must be on one line.`);

/**
 * Empty numbers count as 0 (spec 5): Conform turns an empty input into undefined. Only the format
 * here; how large each may be is checked with the others (boundIssues), since some bounds are totals.
 * The metadata gives the form's number input its minimum 0 and step 0.01 (spec 5 and 9).
 */
const amount = (label: string) =>
  z
    .string()
    .trim()
    .meta({ minimum: 0, multipleOf: 0.01 })
    .refine(isAmountFormat, `The ${label} must be 0 or more, with at most 2 decimals.`)
    .optional();

/** The fields the bounds are computed from: checked once every one of them has parsed. */
const boundInputs: readonly string[] = [
  "guestCount",
  "isFOC",
  "perPersonAmount",
  "gstType",
  "gstValue",
  "advanceAmountReceived",
  "withAlcohol",
  "alcoholMRP",
  "alcoholPercentageCharges",
] satisfies readonly (BoundField | "isFOC" | "gstType" | "withAlcohol")[];

const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.boolean()])
  .optional()
  .transform((v) => v === "on" || v === "true" || v === true);

/**
 * One schema for the new and edit forms, used by Conform in the browser and by the server
 * (authoritative). Derived amounts are never read from the form: the server computes them.
 */
export const reservationFormSchema = z
  .object({
    eventName: oneLine("event name", LIMITS.eventName),
    eventDate: z
      .string({ error: "Please choose the event date." })
      .refine(isValidDate, "Please choose a valid event date."),
    eventStartTime: z
      .string({ error: "Please enter the start time." })
      .regex(TIME, "Please enter a valid start time.")
      .transform((v) => v.slice(0, 5)),
    eventEndTime: z
      .string({ error: "Please enter the end time." })
      .regex(TIME, "Please enter a valid end time.")
      .transform((v) => v.slice(0, 5)),
    clientName: oneLine("client name", LIMITS.clientName),
    clientEmail: z
      .string({ error: "Please enter the client email." })
      .trim()
      .max(LIMITS.clientEmail, `The client email must be at most ${LIMITS.clientEmail} characters.`)
      .pipe(z.email("Please enter a valid email address.")),
    clientPhone: z
      .string({ error: "Please enter the client phone." })
      .trim()
      .max(LIMITS.clientPhone, "Please enter a valid phone number.")
      .regex(PHONE, "Please enter a valid phone number."),
    guestCount: z.coerce
      .number({ error: "Please enter the number of guests." })
      .int("The number of guests must be a whole number.")
      .min(GUESTS.min, boundMessages.guestsMin)
      .max(GUESTS.max, boundMessages.guestsMax),
    mealType: z.enum(["veg", "non-veg"], { error: messages.mealTypeRequired }),
    isFOC: checkbox,
    perPersonAmount: amount("per-person amount"),
    gstType: z.enum(["percentage", "amount"], { error: "Please choose the GST type." }).default("percentage"),
    gstValue: amount("GST value"),
    advanceAmountReceived: amount("advance received"),
    withAlcohol: checkbox,
    alcoholMRP: amount("alcohol MRP"),
    alcoholPercentageCharges: amount("alcohol charge percentage"),
    status: z.enum(allStatuses, { error: "Please choose a status." }).default("confirmed"),
    notes: z
      .string()
      .trim()
      .max(LIMITS.notes, `The notes must be at most ${LIMITS.notes} characters.`)
      .optional()
      .transform((v) => v ?? ""),
    /** Issue 16: for the function sheet. */
    hallSetupNotes: z
      .string()
      .trim()
      .max(LIMITS.notes, `The hall set-up notes must be at most ${LIMITS.notes} characters.`)
      .optional()
      .transform((v) => v ?? ""),
    /** The version the edit form was loaded with (stale-edit check); absent on create. */
    version: z.coerce.number().int().min(1).optional(),
    // Issue 15: the client's billing details, kept in the billing module's own table.
    ...clientBillingShape,
    /** A pending reservation's 'Hold until' (datetime-local, IST); checked against the clock by the use case. */
    holdUntil: z.string().max(40).optional(),
    /** Issue 32 item 7: confirm over another client's 1st-option hold (admin, operations), with why. */
    holdOverride: checkbox,
    holdOverrideReason: z
      .string()
      .trim()
      .max(HOLD_REASON_MAX, holdOverrideTexts.reasonTooLong)
      .optional()
      .transform((v) => v ?? ""),
    /** The enquiry a new reservation is made from (issue 16); only read on create. */
    enquiryId: z.uuid({ error: "Enquiry not found" }).optional(),
  })
  .superRefine(checkClientBilling)
  .superRefine((value, ctx) => {
    if (!value.isFOC && (value.perPersonAmount === undefined || value.perPersonAmount === "")) {
      ctx.addIssue({
        code: "custom",
        path: ["perPersonAmount"],
        message: "Please enter the per-person amount.",
      });
    }
    if (value.holdOverride && !value.holdOverrideReason) {
      ctx.addIssue({
        code: "custom",
        path: ["holdOverrideReason"],
        message: holdOverrideTexts.overrideReasonRequired,
      });
    }
    if (value.eventStartTime === value.eventEndTime) {
      ctx.addIssue({
        code: "custom",
        path: ["eventEndTime"],
        message: "The end time must differ from the start time.",
      });
    }
  })
  .superRefine(
    (value, ctx) => {
      for (const issue of boundIssues(value)) {
        ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
      }
    },
    {
      when: ({ value, issues }) =>
        typeof value === "object" &&
        value !== null &&
        !issues.some((issue) => !issue.path?.length || boundInputs.includes(String(issue.path[0]))),
    },
  );

export type ReservationFormInput = z.input<typeof reservationFormSchema>;
export type ReservationInput = z.output<typeof reservationFormSchema>;

export const idSchema = z.uuid();

export const DELETION_REASON_MAX = 500;

/** Issue 16: a deletion request's optional reason, in the requester's words. */
export const deletionRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(DELETION_REASON_MAX, `The reason can be at most ${DELETION_REASON_MAX} characters.`)
    .default(""),
});
