import nodemailer from "nodemailer";
import type { DeliveryChannel, ForwardingConfig } from "./channels";
import { contactMessages } from "./contact.schema";

export interface ForwardedEnquiry {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: Date;
}

export interface Transport {
  channel: DeliveryChannel;
  send(enquiry: ForwardedEnquiry): Promise<void>;
}

/** A failed forwarding attempt; its message is what staff see on the enquiry. */
export class DeliveryError extends Error {}

function plainText(enquiry: ForwardedEnquiry): string {
  return [
    `Name: ${enquiry.name}`,
    `Email: ${enquiry.email}`,
    `Phone: ${enquiry.phone}`,
    `Subject: ${enquiry.subject || "(none)"}`,
    `Received: ${enquiry.createdAt.toISOString()}`,
    "",
    enquiry.message,
  ].join("\n");
}

/** E-mail to the venue over SMTP; Reply-To is the visitor, so answering is one click. */
export function smtpTransport(options: { smtpUrl: string; to: string; timeoutMs?: number }): Transport {
  const url = new URL(options.smtpUrl);
  const timeout = options.timeoutMs ?? 15_000;
  for (const [key, value] of Object.entries({
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 2,
  })) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  const mailer = nodemailer.createTransport(url.toString());
  return {
    channel: "email",
    async send(enquiry) {
      try {
        await mailer.sendMail({
          from: { name: "Eden website", address: options.to },
          to: options.to,
          // nodemailer folds header values, so line breaks typed by a visitor cannot add headers (tested).
          replyTo: { name: enquiry.name, address: enquiry.email },
          subject: `Website enquiry from ${enquiry.name}${enquiry.subject ? `: ${enquiry.subject}` : ""}`,
          text: plainText(enquiry),
          headers: { "X-Enquiry-Id": enquiry.id },
        });
      } catch (error) {
        throw new DeliveryError(`E-mail not accepted: ${(error as Error).message}`);
      }
    },
  };
}

/**
 * The form-submission service of spec 7.1: multipart form data with name, email, phone,
 * subject, message and the access key; the JSON reply's success and message are handled as
 * spec 8 (its message, or 'Failed to submit form. Please try again.'; a network or parse
 * failure is 'An unexpected error occurred. Please try again.').
 */
export function formServiceTransport(options: {
  url: string;
  accessKey: string;
  timeoutMs?: number;
}): Transport {
  return {
    channel: "form-service",
    async send(enquiry) {
      const body = new FormData();
      body.set("name", enquiry.name);
      body.set("email", enquiry.email);
      body.set("phone", enquiry.phone);
      body.set("subject", enquiry.subject);
      body.set("message", enquiry.message);
      body.set("access_key", options.accessKey);
      let reply: { success?: unknown; message?: unknown };
      try {
        const response = await fetch(options.url, {
          method: "POST",
          body,
          headers: { Accept: "application/json" },
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
        reply = (await response.json()) as typeof reply;
      } catch (error) {
        throw new DeliveryError(`${contactMessages.unexpected} (${(error as Error).message})`);
      }
      if (reply?.success !== true) {
        const message =
          typeof reply?.message === "string" && reply.message ? reply.message : contactMessages.serviceFailed;
        throw new DeliveryError(message);
      }
    },
  };
}

export function transportsFromEnv(env: ForwardingConfig & { FORM_SERVICE_ACCESS_KEY?: string }): Transport[] {
  const transports: Transport[] = [];
  if (env.SMTP_URL && env.ENQUIRY_TO)
    transports.push(smtpTransport({ smtpUrl: env.SMTP_URL, to: env.ENQUIRY_TO }));
  if (env.FORM_SERVICE_URL) {
    transports.push(
      formServiceTransport({ url: env.FORM_SERVICE_URL, accessKey: env.FORM_SERVICE_ACCESS_KEY ?? "" }),
    );
  }
  return transports;
}
