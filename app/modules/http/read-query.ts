import type { z } from "zod";
import { parseOrRefuse } from "./parse-or-refuse";

/**
 * A request's query parameters read through their schema: each of `keys` from the URL (absent
 * stays undefined), parsed; a refusal is a 400 with the schema's first message.
 */
export function readQuery<T extends z.ZodType>(url: URL, schema: T, keys: readonly string[]): z.output<T> {
  const input = Object.fromEntries(keys.map((key) => [key, url.searchParams.get(key) ?? undefined]));
  return parseOrRefuse(schema, input);
}
