import { z } from "zod";
import { filingMessages as m } from "./filing-messages";

/** Issue 27 items 18 and 23: the forms of e-invoicing and of the signing certificate (client and server). */

/** Billing Settings: the e-invoicing switch. */
export const eInvoicingSchema = z.object({
  intent: z.literal("e-invoicing"),
  enabled: z.enum(["on", "off"]),
});

/** Browsers send an unchosen file input as an empty file: the same as none. */
const chosenFile = z
  .instanceof(File)
  .optional()
  .transform((f) => (f && f.size > 0 ? f : undefined));

/** Billing Settings: the PKCS#12 file and its password (admin). */
export const certificateSchema = z
  .object({
    intent: z.literal("certificate"),
    file: chosenFile,
    password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(500),
  })
  .superRefine((value, ctx) => {
    if (!value.file) ctx.addIssue({ code: "custom", path: ["file"], message: m.certificateRequired });
  });

/** A document's screen: the IRP's answer, pasted or as its file. */
export const irpAnswerSchema = z
  .object({
    answer: z.string().trim().max(200_000, m.answerTooLarge).optional(),
    file: chosenFile,
  })
  .superRefine((value, ctx) => {
    if (!value.answer && !value.file)
      ctx.addIssue({ code: "custom", path: ["answer"], message: m.answerRequired });
  });
