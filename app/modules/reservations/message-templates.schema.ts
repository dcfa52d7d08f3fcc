import { z } from "zod";
import { messageKinds } from "./client-messages";
import { SUBJECT_MAX, TEXT_MAX, templateTexts as t, unknownPlaceholders } from "./message-templates";

const templateText = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .superRefine((value, ctx) => {
      const unknown = unknownPlaceholders(value);
      if (unknown.length > 0) ctx.addIssue({ code: "custom", message: t.unknownPlaceholder(unknown) });
    });

/** One message's text and e-mail subject, as the editor sends them (issue 16 item 5). */
export const messageTemplateSchema = z.object({
  kind: z.enum(messageKinds, { error: "Unknown message." }),
  subject: templateText(t.subjectRequired, t.subjectTooLong, SUBJECT_MAX),
  text: templateText(t.textRequired, t.textTooLong, TEXT_MAX),
});
