import { type core, safeParse } from "zod";
import { DomainError } from "~/modules/errors";

/**
 * Input read through its schema (Zod or Zod Mini), or a refusal (issue 28 item 17): a 400 with the
 * schema's first message, placed on `field` when given. The one place routes and use cases turn a
 * failed parse into the person's message; `respond` answers it in the route's shape.
 */
export function parseOrRefuse<T extends core.$ZodType>(
  schema: T,
  input: unknown,
  field?: string,
): core.output<T> {
  const parsed = safeParse(schema, input);
  if (!parsed.success)
    throw new DomainError(400, parsed.error.issues[0]?.message ?? "Invalid request.", field);
  return parsed.data;
}
