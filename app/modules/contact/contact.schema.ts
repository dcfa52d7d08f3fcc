// zod/mini: the same schema API at a fraction of the size, since this module ships to the browser.
import * as z from "zod/mini";
import { stripPhoneSeparators } from "~/modules/phone/normalise";
import { contactMessages, EMAIL_PATTERN, PHONE_PATTERN } from "./contact-texts";

// The texts and patterns in a module of their own (no Zod): the hall enquiry form's checks use them too.
export { contactMessages, PHONE_HINT } from "./contact-texts";

/** Length limits (issue 5): the server refuses anything longer, the inputs stop typing at them. */
export const contactLimits = { name: 100, email: 254, phone: 15, subject: 150, message: 5000 } as const;

export type ContactField = keyof typeof contactLimits;
const requiredFields: ContactField[] = ["name", "email", "phone", "message"];

const labels: Record<ContactField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  subject: "Subject",
  message: "Message",
};

export function tooLongMessage(field: ContactField): string {
  return `${labels[field]} must be at most ${contactLimits[field].toLocaleString("en-IN")} characters.`;
}

export { EMAIL_PATTERN, PHONE_PATTERN } from "./contact-texts";

// The Content-Security-Policy forbids eval: skip Zod's JIT and its eval probe (a CSP report).
z.config({ jitless: true });

/** Anything missing or not text becomes empty (the rules below then decide), and is trimmed. */
const text = z.catch(z.string().check(z.trim()), "");
/**
 * Issue 32 item 2: spaces, hyphens, dots and brackets are how people write a number, not part of
 * it: taken out before spec 5's rule, so '+91 98807 11223' passes it as '+919880711223'.
 */
const phoneText = z.pipe(text, z.transform(stripPhoneSeparators));

const input = z.object({ name: text, email: text, phone: phoneText, subject: text, message: text });
export type ContactInput = z.infer<typeof input>;

// The fields as the rule before left them: each rule below checks its own.
const checked = {
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
};
const withinLimit = (field: ContactField) =>
  z.string().check(z.maxLength(contactLimits[field], tooLongMessage(field)));

/**
 * The contact form's schema, shared by the browser and the server (which is authoritative). Spec
 * 5's rules in order, each only once the one before passed (a pipe stops at a failure): required
 * fields (every empty one flagged), then the e-mail pattern, then the phone pattern; then the
 * length limits. Each failure is on its field, with the spec's message.
 */
export const contactSchema = z.pipe(
  z.pipe(
    z.pipe(
      input.check(
        z.superRefine((value, ctx) => {
          for (const field of requiredFields) {
            if (value[field] === "") {
              ctx.addIssue({ code: "custom", message: contactMessages.required, path: [field] });
            }
          }
        }),
      ),
      z.object({ ...checked, email: z.string().check(z.regex(EMAIL_PATTERN, contactMessages.email)) }),
    ),
    z.object({ ...checked, phone: z.string().check(z.regex(PHONE_PATTERN, contactMessages.phone)) }),
  ),
  z.object({
    // One line (issue 28 item 12): the name goes into the forwarded e-mail and a reservation's calendar entry.
    name: withinLimit("name").check(z.refine((v) => !/[\r\n]/.test(v), contactMessages.nameOneLine)),
    email: withinLimit("email"),
    phone: withinLimit("phone"),
    subject: withinLimit("subject"),
    message: withinLimit("message"),
  }),
);

export type ContactValidation =
  | { ok: true; value: ContactInput }
  | { ok: false; message: string; fields: ContactField[] };

/** contactSchema's answer as the form shows it: the first message, and the fields to highlight. */
export function validateContact(raw: unknown): ContactValidation {
  const result = contactSchema.safeParse(raw ?? {});
  if (result.success) return { ok: true, value: result.data };
  const { issues } = result.error;
  return {
    ok: false,
    message: issues[0]!.message,
    fields: [...new Set(issues.map((issue) => issue.path[0] as ContactField))],
  };
}

/** What the contact endpoints answer: the shape of the form service's reply (spec 7.1) plus the fields to highlight. */
export interface ContactReply {
  success: boolean;
  message: string;
  fields?: ContactField[];
}
