import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { formReply, respond } from "./respond.server";

/**
 * A Conform form's action after its permission check: the posted form parsed with the form's Zod
 * schema (400 with the field errors), then `run` with the parsed value; a refusal or failure is
 * answered as the form's errors through `formReply` with the route's wording (`reply`).
 */
export async function formAction<Schema extends z.ZodType<Record<string, unknown>>, T>(
  args: { context: Readonly<RouterContextProvider> },
  formData: FormData,
  options: {
    schema: Schema;
    reply: Parameters<typeof formReply>[1];
    run: (
      value: z.output<Schema>,
      submission: Submission<z.input<Schema>, string[], z.output<Schema>>,
    ) => Promise<T>;
  },
) {
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") return data({ submission: submission.reply() }, { status: 400 });
  return respond(args, formReply(submission, options.reply), () => options.run(submission.value, submission));
}
