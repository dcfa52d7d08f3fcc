import type { z } from "zod";
import { DomainError } from "~/modules/errors";

/**
 * A request's query parameters read through their schema: each of `keys` from the URL (absent
 * stays undefined), parsed; a refusal is a 400 with the schema's first message.
 */
export function readQuery<T extends z.ZodType>(url: URL, schema: T, keys: readonly string[]): z.output<T> {
  const input = Object.fromEntries(keys.map((key) => [key, url.searchParams.get(key) ?? undefined]));
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new DomainError(400, parsed.error.issues[0]?.message ?? "Invalid request.");
  return parsed.data;
}
