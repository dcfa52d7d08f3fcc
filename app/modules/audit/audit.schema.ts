import { z } from "zod";
import { isValidDate } from "~/modules/time";

export const AUDIT_PAGE_SIZE = 50;

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const day = z.preprocess(
  blankToUndefined,
  z.string().refine(isValidDate, "Please enter a valid date (YYYY-MM-DD).").optional(),
);

/** The audit screen's filters, read from the query string (also the CSV export's). */
export const auditFilterSchema = z
  .object({
    user: z.preprocess(blankToUndefined, z.uuid("Please choose a user from the list.").optional()),
    action: z.preprocess(
      blankToUndefined,
      z.string().max(64, "Please choose an action from the list.").optional(),
    ),
    from: day,
    to: day,
    reservation: z.preprocess(
      blankToUndefined,
      z.uuid("A reservation id looks like 0a1b2c3d-1234-4abc-9def-0123456789ab.").optional(),
    ),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: "The start date must not be after the end date.",
    path: ["to"],
  });

export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** The audit filter's fields as the URL gives them (parse them with auditFilterSchema). */
export function auditFilterInput(url: URL) {
  const keys = ["user", "action", "from", "to", "reservation", "page"] as const;
  return Object.fromEntries(keys.map((k) => [k, url.searchParams.get(k)]));
}

export function readAuditFilter(url: URL) {
  return auditFilterSchema.safeParse(auditFilterInput(url));
}
