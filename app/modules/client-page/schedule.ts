import { z } from "zod";
import { formatINR, mulDivRound, type Paise } from "~/modules/money";
import { addDays } from "~/modules/time";

/**
 * Issue 30 item 6: payment schedules. A template (the client page settings' default schedule)
 * makes a confirmed reservation's instalments; staff may change them as long as they add up to
 * the balance. Pure rules; the database side is schedule.server.ts.
 */

export const templateInstalmentSchema = z.object({
  label: z.string().trim().min(1).max(60),
  /** percent: `value` in hundredths of a percent (25 % → 2500); amount: paise; rest: what is left. */
  kind: z.enum(["percent", "amount", "rest"]),
  value: z.number().int().min(0),
  /** "confirmation", or days before the event. */
  due: z.union([z.literal("confirmation"), z.number().int().min(0).max(365)]),
});
export type TemplateInstalment = z.infer<typeof templateInstalmentSchema>;
export const scheduleTemplateSchema = z
  .array(templateInstalmentSchema)
  .min(1)
  .max(12)
  .refine(
    (rows) => {
      const rest = rows.filter((r) => r.kind === "rest").length;
      if (rest > 1) return false;
      const percent = rows.filter((r) => r.kind === "percent").reduce((s, r) => s + r.value, 0);
      return rest === 1 ? percent <= 10_000 : percent === 10_000 || rows.some((r) => r.kind === "amount");
    },
    { message: "Percentages must add up to 100 %, or end with an instalment for the rest." },
  );
export type ScheduleTemplate = TemplateInstalment[];

/** The example: 25 % on confirmation, 50 % 30 days before, the rest 7 days before. */
export const defaultScheduleTemplate: ScheduleTemplate = [
  { label: "On confirmation", kind: "percent", value: 2500, due: "confirmation" },
  { label: "30 days before the event", kind: "percent", value: 5000, due: 30 },
  { label: "7 days before the event", kind: "rest", value: 0, due: 7 },
];

export const DEFAULT_LOCK_DAYS = 7;

export interface PlannedInstalment {
  position: number;
  label: string;
  amount: Paise;
  dueOn: string;
}

/**
 * The instalments a template gives for `total` (paise): percentages rounded half-up to the paisa,
 * fixed amounts never beyond what is left, the 'rest' (or, without one, the last instalment) takes
 * what is left so the sum is exactly `total`. Due dates: the confirmation day, or N days before
 * the event but never before the confirmation day. Instalments of ₹0 are left out.
 */
export function planSchedule(
  template: ScheduleTemplate,
  options: { total: Paise; confirmedOn: string; eventDate: string },
): PlannedInstalment[] {
  const { total, confirmedOn, eventDate } = options;
  if (total <= 0) return [];
  const dueOf = (due: TemplateInstalment["due"]) => {
    if (due === "confirmation") return confirmedOn;
    const day = addDays(eventDate, -due);
    return day < confirmedOn ? confirmedOn : day;
  };
  let left = total;
  const amounts = template.map((row) => {
    if (row.kind === "rest") return 0;
    const wanted = row.kind === "percent" ? mulDivRound(total, row.value, 10_000) : row.value;
    const amount = Math.min(wanted, left);
    left -= amount;
    return amount;
  });
  const restAt = template.findIndex((row) => row.kind === "rest");
  const takesRest = restAt >= 0 ? restAt : template.length - 1;
  amounts[takesRest] = (amounts[takesRest] ?? 0) + left;
  return template
    .map((row, i) => ({ label: row.label, amount: amounts[i]!, dueOn: dueOf(row.due) }))
    .filter((row) => row.amount > 0)
    .map((row, i) => ({ position: i + 1, ...row }));
}

/** Null when the instalments add up to `total`, else the message saying by how much they do not. */
export function scheduleSumMessage(amounts: readonly Paise[], total: Paise): string | null {
  const sum = amounts.reduce((s, a) => s + a, 0);
  if (sum === total) return null;
  const by = formatINR(Math.abs(sum - total));
  return `The instalments add up to ${formatINR(sum)}, ${by} ${sum > total ? "more" : "less"} than the balance of ${formatINR(total)}.`;
}

export type InstalmentState = "paid" | "part-paid" | "due" | "overdue" | "upcoming";

export interface InstalmentProgress {
  paid: Paise;
  left: Paise;
  state: InstalmentState;
}

/**
 * What is paid of each instalment: the money settled (payments − refunds + TDS) goes to the
 * instalments in their order, oldest due first. An instalment with something left is overdue
 * after its due date (IST), due on it, upcoming before it.
 */
export function allocatePaid(
  instalments: readonly { amount: Paise; dueOn: string }[],
  settled: Paise,
  today: string,
): InstalmentProgress[] {
  let pool = Math.max(0, settled);
  return instalments.map((row) => {
    const paid = Math.min(pool, row.amount);
    pool -= paid;
    const left = row.amount - paid;
    const state: InstalmentState =
      left === 0
        ? "paid"
        : today > row.dueOn
          ? "overdue"
          : today === row.dueOn
            ? "due"
            : paid > 0
              ? "part-paid"
              : "upcoming";
    return { paid, left, state };
  });
}

/** The final-details lock day: `lockDays` before the event (IST dates). */
export function lockDateOf(eventDate: string, lockDays: number): string {
  return addDays(eventDate, -lockDays);
}

/**
 * Issue 30 item 8: which automatic reminder an instalment gets today: 'before' when it is due in
 * `daysBefore` days, 'due' on its due date, none otherwise (and none once paid: the caller checks).
 */
export function reminderKindOn(dueOn: string, today: string, daysBefore: number): "before" | "due" | null {
  if (today === dueOn) return "due";
  if (daysBefore > 0 && addDays(today, daysBefore) === dueOn) return "before";
  return null;
}
