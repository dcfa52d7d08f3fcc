import { z } from "zod";
import { daysBetween, isValidDate } from "~/modules/time";

/** The longest range one request may list: a calendar quarter, enough for any month view. */
export const MAX_RANGE_DAYS = 92;

export const rangeMessages = {
  date: "from and to must be dates written YYYY-MM-DD.",
  order: "from must be on or before to.",
  tooLong: `The range may span at most ${MAX_RANGE_DAYS} days.`,
} as const;

const day = z.string({ error: rangeMessages.date }).refine(isValidDate, rangeMessages.date);

/** GET /api/v1/reservations?from&to: whole days of the business calendar (IST), both included. */
export const reservationRangeSchema = z
  .object({ from: day, to: day })
  .refine((r) => r.from <= r.to, rangeMessages.order)
  .refine((r) => daysBetween(r.from, r.to) < MAX_RANGE_DAYS, rangeMessages.tooLong);
export type ReservationRange = z.infer<typeof reservationRangeSchema>;
