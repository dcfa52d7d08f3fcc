import { z } from "zod";
import { isValidDate } from "~/modules/time";
import { formStatuses } from "./statuses";

import { SEARCH_MAX, searchTexts } from "./search-texts";

export { SEARCH_MAX, searchTexts };

const optionalDate = (message: string) => z.string().refine(isValidDate, message).optional();

/** The search and its filters as the URL holds them (?q=&from=&to=&status=&meal=). */
export const reservationSearchSchema = z
  .object({
    q: z.string().trim().max(SEARCH_MAX, searchTexts.tooLong).default(""),
    from: optionalDate(searchTexts.badFrom),
    to: optionalDate(searchTexts.badTo),
    status: z.enum(formStatuses, { error: "Please choose a status." }).optional(),
    meal: z.enum(["veg", "non-veg"], { error: "Please choose a meal type." }).optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ["to"], message: searchTexts.badRange });

export type ReservationSearch = z.output<typeof reservationSearchSchema>;

export const searchKeys = ["q", "from", "to", "status", "meal"] as const;

/** Reads the URL's search; empty parameters count as absent. */
export function parseSearch(
  params: URLSearchParams,
): { ok: true; search: ReservationSearch } | { ok: false; error: string } {
  const raw: Record<string, string> = {};
  for (const key of searchKeys) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const parsed = reservationSearchSchema.safeParse(raw);
  return parsed.success
    ? { ok: true, search: parsed.data }
    : { ok: false, error: parsed.error.issues[0]!.message };
}

/** A LIKE pattern matching the text anywhere; % _ and \ in it are matched as themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
