// zod/mini: the same schema API at a fraction of the size, since this module ships to the browser.
import { z } from "zod/mini";
import { venue } from "~/modules/site-content/venue";

/** Every visitor-facing text of the contact form (spec 4, 5 and 8), word for word where the spec gives one. */
export const contactMessages = {
  required: "Please fill in all required fields.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  success: "Message sent successfully! We'll get back to you soon.",
  serviceFailed: "Failed to submit form. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  sending: "Sending...",
  send: "Send Message",
  // Not in the spec: the server's extra defences need their own clear texts.
  captchaFailed:
    "The spam check could not confirm your message. Please wait for the check to finish and send it again.",
  rateLimited: `You have sent 5 messages in the last hour. Please try again later, or call us on ${venue.phone}.`,
} as const;

/** Length limits (issue 5): the server refuses anything longer, the inputs stop typing at them. */
export const contactLimits = { name: 100, email: 254, phone: 15, subject: 150, message: 5000 } as const;

export type ContactField = keyof typeof contactLimits;
export const contactFields = Object.keys(contactLimits) as ContactField[];
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

/** Spec 5: the usual e-mail pattern with a top-level part of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** Spec 5 and 9: an optional leading plus followed by 10 to 14 digits only. */
export const PHONE_PATTERN = /^\+?\d{10,14}$/;

const text = z.catch(z.string(), "");

/** The form's shape: anything missing or not text becomes empty, so the rules below decide. */
export const contactInputSchema = z.object({
  name: text,
  email: text,
  phone: text,
  subject: text,
  message: text,
});

export type ContactInput = z.infer<typeof contactInputSchema>;

export type ContactValidation =
  | { ok: true; value: ContactInput }
  | { ok: false; message: string; fields: ContactField[] };

/**
 * The spec's validation order (5), stopping at the first failure: required fields, then the
 * e-mail pattern, then the phone pattern; then the length limits. Shared by the browser and
 * the server (which is authoritative). `fields` are the ones to highlight.
 */
export function validateContact(raw: unknown): ContactValidation {
  const input = contactInputSchema.parse(raw ?? {});
  const value: ContactInput = {
    name: input.name.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    subject: input.subject.trim(),
    message: input.message.trim(),
  };
  const empty = requiredFields.filter((f) => value[f] === "");
  if (empty.length > 0) return { ok: false, message: contactMessages.required, fields: empty };
  if (!EMAIL_PATTERN.test(value.email))
    return { ok: false, message: contactMessages.email, fields: ["email"] };
  if (!PHONE_PATTERN.test(value.phone))
    return { ok: false, message: contactMessages.phone, fields: ["phone"] };
  const tooLong = contactFields.find((f) => value[f].length > contactLimits[f]);
  if (tooLong) return { ok: false, message: tooLongMessage(tooLong), fields: [tooLong] };
  return { ok: true, value };
}

/** What the contact endpoints answer: the shape of the form service's reply (spec 7.1) plus the fields to highlight. */
export interface ContactReply {
  success: boolean;
  message: string;
  fields?: ContactField[];
}
