// Plain checks without a schema library: this module ships to the browser of /luxe, whose script
// budget (15 KB before the form is used) leaves no room for one.
import { stripPhoneSeparators } from "~/modules/phone/normalise";
import { occasions, venue } from "~/modules/site-content/venue";
import type { ContactReply } from "./contact.schema";
import { contactMessages, EMAIL_PATTERN, PHONE_HINT, PHONE_PATTERN } from "./contact-texts";

/**
 * Issue 32 item 10: the hall enquiry form on /luxe. Its own fields (event type, date, guests, time
 * of day) beside the contact form's (name, phone, an optional e-mail, a message); the spec's
 * contact form is left as it is. The checks follow spec 5's where the fields are the same (the
 * same texts, in the same order: required fields, e-mail, phone), then this form's own.
 */
export const hallEnquiryFields = [
  "name",
  "phone",
  "email",
  "eventType",
  "eventDate",
  "guests",
  "timeOfDay",
  "message",
] as const;
export type HallEnquiryField = (typeof hallEnquiryFields)[number];

/** The spec's six occasions (1 A), and the two a banquet hall is asked for most. */
export const eventTypes = ["Wedding or reception", ...occasions.list, "Other"] as const;
export const timesOfDay = ["Morning", "Afternoon", "Evening", "Full day"] as const;

export const hallEnquiryLimits = { name: 100, email: 254, phone: 15, message: 2000 } as const;
export const GUESTS_MAX = 10_000;

export const hallEnquiryTexts = {
  ...contactMessages,
  heading: `Plan your event in the ${venue.hallName} hall`,
  intro: "Tell us about your celebration and we will call you back with dates, menus and a quotation.",
  send: "Send Enquiry",
  success: "Thank you! Your enquiry has reached us; we will call you soon.",
  eventType: "Please choose the kind of event.",
  eventDate: "Please choose a date from today on.",
  guests: `Please enter the number of guests, from 1 to ${GUESTS_MAX.toLocaleString("en-IN")}.`,
  timeOfDay: "Please choose the time of day.",
  tooLong: (label: string, max: number) =>
    `${label} must be at most ${max.toLocaleString("en-IN")} characters.`,
  phoneHint: PHONE_HINT,
} as const;

/** The posted fields as text (missing or not text: empty), trimmed; the phone without separators. */
export type HallEnquiryRaw = Record<HallEnquiryField, string>;

function readInput(raw: unknown): HallEnquiryRaw {
  const source = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const text = (field: HallEnquiryField) => {
    const value = source[field];
    return typeof value === "string" ? value.trim() : "";
  };
  const fields = Object.fromEntries(hallEnquiryFields.map((f) => [f, text(f)])) as HallEnquiryRaw;
  return { ...fields, phone: stripPhoneSeparators(fields.phone) };
}

export interface HallEnquiryInput {
  name: string;
  phone: string;
  email: string;
  eventType: string;
  eventDate: string;
  guests: number;
  timeOfDay: string;
  message: string;
}

export type HallEnquiryValidation =
  | { ok: true; value: HallEnquiryInput }
  | { ok: false; message: string; fields: HallEnquiryField[] };

const required: HallEnquiryField[] = ["name", "phone", "eventType", "eventDate", "guests", "timeOfDay"];

/** YYYY-MM-DD of a real day. */
function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * The checks in order, stopping at the first that fails (as spec 5's): every required field, then
 * the e-mail when one is given, the phone, the kind of event, the date (today in India or later),
 * the guests, the time of day, then the lengths. `today` is the India date (YYYY-MM-DD).
 */
export function validateHallEnquiry(raw: unknown, today: string): HallEnquiryValidation {
  const v = readInput(raw);
  const fail = (message: string, fields: HallEnquiryField[]): HallEnquiryValidation => ({
    ok: false,
    message,
    fields,
  });
  const missing = required.filter((field) => v[field] === "");
  if (missing.length > 0) return fail(hallEnquiryTexts.required, missing);
  if (v.email && !EMAIL_PATTERN.test(v.email)) return fail(hallEnquiryTexts.email, ["email"]);
  if (!PHONE_PATTERN.test(v.phone)) return fail(hallEnquiryTexts.phone, ["phone"]);
  if (!(eventTypes as readonly string[]).includes(v.eventType))
    return fail(hallEnquiryTexts.eventType, ["eventType"]);
  if (!isDate(v.eventDate) || v.eventDate < today) return fail(hallEnquiryTexts.eventDate, ["eventDate"]);
  const guests = Number(v.guests);
  if (!/^\d+$/.test(v.guests) || guests < 1 || guests > GUESTS_MAX)
    return fail(hallEnquiryTexts.guests, ["guests"]);
  if (!(timesOfDay as readonly string[]).includes(v.timeOfDay))
    return fail(hallEnquiryTexts.timeOfDay, ["timeOfDay"]);
  for (const [field, max] of Object.entries(hallEnquiryLimits) as [
    keyof typeof hallEnquiryLimits,
    number,
  ][]) {
    if (v[field].length > max) return fail(hallEnquiryTexts.tooLong(labels[field], max), [field]);
  }
  return { ok: true, value: { ...v, guests } };
}

const labels: Record<keyof typeof hallEnquiryLimits, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  message: "Message",
};

/** What the /luxe action answers: the contact form's reply shape, with this form's fields. */
export interface HallEnquiryReply extends Omit<ContactReply, "fields"> {
  fields?: HallEnquiryField[];
}

/** Today's date in India (YYYY-MM-DD), for the check in the browser (the server uses its own clock). */
export function indiaToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}
