import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { schemaConstraint } from "./constraint";

/**
 * A staff form on Conform, validated in the browser with the same Zod schema the action parses
 * (the server stays authoritative: `lastResult` is its `submission.reply()`). The inputs get
 * their limits from the schema (schemaConstraint). Errors show once a field is left
 * (`onBlur`, or `onSubmit` for forms checked only when sent) and then follow each keystroke
 * (`shouldRevalidate`: or only at the next blur or submit, for a check too costly per keystroke).
 * `id` names the form and prefixes its fields' ids (`${id}-${name}`). `onSubmit` runs once the
 * browser's check passes, with the parsed submission (for a form that is not posted as it is).
 */
export function useStaffForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  options: {
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
    shouldValidate?: "onBlur" | "onSubmit";
    shouldRevalidate?: "onInput" | "onBlur" | "onSubmit";
    onSubmit?: Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0]["onSubmit"];
  } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint: schemaConstraint(schema),
    shouldValidate: options.shouldValidate ?? "onBlur",
    shouldRevalidate: options.shouldRevalidate ?? "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: options.onSubmit,
  });
}
