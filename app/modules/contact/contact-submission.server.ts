import type { AppContext } from "~/context.server";
import { getSessionSecret } from "~/modules/auth/secret.server";
import { kickOutbox } from "~/modules/outbox/outbox.server";
import { configuredChannels } from "./channels";
import { type ContactInput, type ContactReply, contactMessages } from "./contact.schema";
import { submitEnquiry } from "./submit-enquiry.server";
import type { HallEnquiryRaw, HallEnquiryReply } from "./hall-enquiry.schema";

export const HONEYPOT_FIELD = "website";
export const CAPTCHA_FIELD = "altcha";

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The contact form's POST to the /contact route's action (with or without JavaScript): stores
 * the enquiry, wakes the outbox, and answers the visitor. Once the
 * enquiry is stored the visitor sees success, whatever happens to the forwarding later.
 */
export async function handleContactSubmission(
  app: Pick<AppContext, "database" | "env" | "events" | "logger" | "clientIp">,
  form: FormData,
): Promise<{ status: number; reply: ContactReply; values: ContactInput }> {
  const values: ContactInput = {
    name: field(form, "name"),
    email: field(form, "email"),
    phone: field(form, "phone"),
    subject: field(form, "subject"),
    message: field(form, "message"),
  };
  try {
    const result = await submitEnquiry(app.database.db, {
      input: values,
      honeypot: field(form, HONEYPOT_FIELD),
      captchaPayload: field(form, CAPTCHA_FIELD),
      senderIp: app.clientIp,
      secret: getSessionSecret(),
      channels: configuredChannels(app.env),
      events: app.events,
    });
    if (result.dropped) app.logger.warn({ ip: app.clientIp }, "contact form honeypot filled: dropped");
    if (result.status === 403 || result.status === 429) {
      app.logger.warn({ status: result.status, ip: app.clientIp }, "contact enquiry refused");
    }
    if (result.enquiryId) {
      app.logger.info({ enquiryId: result.enquiryId }, "enquiry stored");
      kickOutbox();
    }
    // The contact form's checks name only its own fields.
    return { status: result.status, reply: result.reply as ContactReply, values };
  } catch (error) {
    app.logger.error({ err: error }, "storing the enquiry failed");
    return { status: 500, reply: { success: false, message: contactMessages.unexpected }, values };
  }
}

/** What the /luxe action answers: the reply, and what was typed (kept after a refusal). */
export interface HallEnquiryResult {
  reply: HallEnquiryReply;
  values: HallEnquiryRaw | null;
}

/**
 * Issue 32 item 10: the hall enquiry form's POST to the /luxe route's action, with or without
 * JavaScript: the contact form's defences (proof of work, honeypot, the hourly limit per address)
 * and the same inbox and forwarding, with the hall's own fields.
 */
export async function handleHallEnquirySubmission(
  app: Pick<AppContext, "database" | "env" | "events" | "logger" | "clientIp">,
  form: FormData,
): Promise<{ status: number } & HallEnquiryResult> {
  const values: HallEnquiryRaw = {
    name: field(form, "name"),
    phone: field(form, "phone"),
    email: field(form, "email"),
    eventType: field(form, "eventType"),
    eventDate: field(form, "eventDate"),
    guests: field(form, "guests"),
    timeOfDay: field(form, "timeOfDay"),
    message: field(form, "message"),
  };
  try {
    const result = await submitEnquiry(app.database.db, {
      input: values,
      form: "luxe",
      honeypot: field(form, HONEYPOT_FIELD),
      captchaPayload: field(form, CAPTCHA_FIELD),
      senderIp: app.clientIp,
      secret: getSessionSecret(),
      channels: configuredChannels(app.env),
      events: app.events,
    });
    if (result.dropped) app.logger.warn({ ip: app.clientIp }, "hall enquiry honeypot filled: dropped");
    if (result.enquiryId) {
      app.logger.info({ enquiryId: result.enquiryId }, "hall enquiry stored");
      kickOutbox();
    }
    return { status: result.status, reply: result.reply as HallEnquiryReply, values };
  } catch (error) {
    app.logger.error({ err: error }, "storing the hall enquiry failed");
    return { status: 500, reply: { success: false, message: contactMessages.unexpected }, values };
  }
}
