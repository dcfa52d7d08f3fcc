import type { Transporter } from "nodemailer";
import { type Channel, DeliveryError } from "./deliver.server";

export interface MailConfig {
  SMTP_URL?: string;
  /** The venue's own address: mail is sent from it, and mail to "the venue" goes to it. */
  ENQUIRY_TO?: string;
  PUBLIC_URL: string;
}

/** The address every mail is sent from: the venue's, or no-reply@ the site's host without one. */
export function senderAddress(env: MailConfig): string {
  return env.ENQUIRY_TO ?? `no-reply@${new URL(env.PUBLIC_URL).hostname}`;
}

/**
 * E-mail over SMTP_URL (timeouts unless the URL sets its own). The envelope's sender is the venue;
 * a row without a recipient goes to the venue (ENQUIRY_TO). nodemailer folds header values, so
 * line breaks in a subject or name cannot add headers.
 */
export function smtpChannel(
  env: MailConfig & { SMTP_URL: string },
  options: { timeoutMs?: number } = {},
): Channel {
  const url = new URL(env.SMTP_URL);
  const timeout = options.timeoutMs ?? 15_000;
  for (const [key, value] of Object.entries({
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 2,
  })) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  // nodemailer (≈ 3 MB of the server's heap) is loaded with the first e-mail, not at start (issue 33).
  let transport: Promise<Transporter> | null = null;
  const mailer = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(url.toString()),
    ));
  const from = senderAddress(env);
  return {
    async send(message) {
      const to = message.to ?? env.ENQUIRY_TO;
      if (!to) throw new DeliveryError("E-mail not sent: ENQUIRY_TO (the venue's address) is not set.");
      try {
        await (await mailer()).sendMail({
          from: message.fromName ? { name: message.fromName, address: from } : from,
          to,
          replyTo: message.replyTo ?? undefined,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          headers: message.headers ?? undefined,
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        });
      } catch (error) {
        throw new DeliveryError(`E-mail not accepted: ${(error as Error).message}`);
      }
    },
  };
}
