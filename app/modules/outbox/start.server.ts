import { documentMailKind } from "~/modules/billing/send-document.server";
import { DOCUMENT_MAIL } from "~/modules/billing/send-status.server";
import { formServiceChannel } from "~/modules/contact/forwarding.server";
import type { AppContext } from "~/context.server";
import type { Channel, OutboxKind } from "./deliver.server";
import { startOutbox } from "./runner.server";
import { smtpChannel } from "./smtp.server";

/** The channels the configuration allows; rows of another channel wait until it is configured. */
export function outboxChannels(
  env: Pick<
    AppContext["env"],
    "SMTP_URL" | "ENQUIRY_TO" | "PUBLIC_URL" | "FORM_SERVICE_URL" | "FORM_SERVICE_ACCESS_KEY"
  >,
): Record<string, Channel> {
  const channels: Record<string, Channel> = {};
  if (env.SMTP_URL) channels.email = smtpChannel({ ...env, SMTP_URL: env.SMTP_URL });
  if (env.FORM_SERVICE_URL) {
    channels["form-service"] = formServiceChannel({
      url: env.FORM_SERVICE_URL,
      accessKey: env.FORM_SERVICE_ACCESS_KEY ?? "",
    });
  }
  return channels;
}

/** What each kind of message adds when it is delivered (kinds without a step need no entry). */
export const outboxKinds: Record<string, OutboxKind> = {
  [DOCUMENT_MAIL]: documentMailKind,
  // Issue 16: a reservation's 'Messages sent' shows each e-mail's state; its screen follows this topic.
  "client-message": { changed: (events) => events.publish("reservations", "client-message.delivery") },
};

/** The product's one outbox loop (started once by the server). */
export function startMailOutbox(app: Pick<AppContext, "database" | "env" | "events">) {
  return startOutbox(app, { channels: outboxChannels(app.env), kinds: outboxKinds });
}
