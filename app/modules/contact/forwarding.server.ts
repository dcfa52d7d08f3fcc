import type { Tx } from "~/db/client.server";
import { type Channel, DeliveryError } from "~/modules/outbox/deliver.server";
import { enqueueMail, enqueuePost } from "~/modules/outbox/outbox.server";
import type { DeliveryChannel } from "./channels";
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

/** The outbox's kind for a forwarded enquiry; its ref is the enquiry's id. */
export const ENQUIRY_FORWARD = "enquiry";

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

/**
 * Queues the enquiry's forwarding on each channel, in the enquiry's own transaction: an e-mail to
 * the venue (ENQUIRY_TO, Reply-To the visitor so answering is one click) and/or the post to the
 * form-submission service with the visitor's fields.
 */
export async function queueForwarding(tx: Tx, enquiry: ForwardedEnquiry, channels: DeliveryChannel[]) {
  for (const channel of channels) {
    if (channel === "email") {
      await enqueueMail(tx, {
        to: null,
        fromName: "Eden website",
        replyTo: { name: enquiry.name, address: enquiry.email },
        subject: `Website enquiry from ${enquiry.name}${enquiry.subject ? `: ${enquiry.subject}` : ""}`,
        text: plainText(enquiry),
        headers: { "X-Enquiry-Id": enquiry.id },
        kind: ENQUIRY_FORWARD,
        refId: enquiry.id,
        now: enquiry.createdAt,
      });
    } else {
      const { name, email, phone, subject, message } = enquiry;
      await enqueuePost(tx, {
        channel,
        kind: ENQUIRY_FORWARD,
        refId: enquiry.id,
        payload: { name, email, phone, subject, message },
        now: enquiry.createdAt,
      });
    }
  }
}

/**
 * The form-submission service of spec 7.1 as an outbox channel: multipart form data with name,
 * email, phone, subject, message and the access key; the JSON reply's success and message are
 * handled as spec 8 (its message, or 'Failed to submit form. Please try again.'; a network or
 * parse failure is 'An unexpected error occurred. Please try again.').
 */
export function formServiceChannel(options: { url: string; accessKey: string; timeoutMs?: number }): Channel {
  return {
    async send(message) {
      const body = new FormData();
      for (const [key, value] of Object.entries(message.payload ?? {})) body.set(key, value);
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
        const text =
          typeof reply?.message === "string" && reply.message ? reply.message : contactMessages.serviceFailed;
        throw new DeliveryError(text);
      }
    },
  };
}
