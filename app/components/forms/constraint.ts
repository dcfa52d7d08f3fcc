import { z } from "zod";

type JsonSchema = {
  type?: string | string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  format?: string;
};

/** The attributes Conform's field metadata hands to getInputProps and its siblings. */
export interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number;
}

const cache = new WeakMap<z.ZodType, Record<string, FieldConstraint>>();

/**
 * The HTML constraints of a flat form schema (required, minLength, maxLength, min, max, step),
 * read from the schema's input side, so the browser's limits are the server's.
 *
 * Conform's getZodConstraint reads the checks Zod kept in `_zod.bag`, which Zod 4.6 no longer
 * fills: it loses every length and range, and calls an optional checkbox with a transform
 * required. Zod's own JSON Schema of the input keeps them all. Number inputs that a schema reads
 * as text (amounts) take `min` and `step` from the schema's metadata:
 * `.meta({ minimum: 0, multipleOf: 0.01 })`. Patterns are left to the schema (a regular
 * expression may not be valid in the `pattern` attribute's syntax).
 */
export function schemaConstraint(schema: z.ZodType): Record<string, FieldConstraint> {
  const cached = cache.get(schema);
  if (cached) return cached;
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  const constraint: Record<string, FieldConstraint> = {};
  for (const [name, field] of Object.entries(json.properties ?? {})) {
    // A file's size is not an attribute of its input.
    if (field.format === "binary") {
      constraint[name] = { required: required.has(name) };
      continue;
    }
    constraint[name] = {
      required: required.has(name),
      minLength: field.minLength,
      maxLength: field.maxLength,
      // Zod gives every integer the safe-integer range: not a limit anyone chose.
      min: field.minimum === Number.MIN_SAFE_INTEGER ? undefined : field.minimum,
      max: field.maximum === Number.MAX_SAFE_INTEGER ? undefined : field.maximum,
      step: field.multipleOf,
    };
  }
  cache.set(schema, constraint);
  return constraint;
}
