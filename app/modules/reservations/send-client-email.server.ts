import type { Db } from "~/db/client.server";
import { clientMessages } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { enqueueMail, kickOutbox } from "~/modules/outbox/outbox.server";
import { venue } from "~/modules/site-content/venue";
import { authorize } from "~/permissions";
import {
  emailTexts,
  emailUsable,
  fillTemplate,
  type MessageKind,
  messageLabels,
  messageTexts,
  usesClientLink,
} from "./client-messages";
import { reservationInvitation } from "./invitation";
import { messageTarget } from "./message-target.server";
import { messageTemplateFor } from "./message-templates.server";

/** Client e-mails leave only over SMTP (the outbox's e-mail channel). */
export const emailConfigured = (env: { SMTP_URL?: string }) => Boolean(env.SMTP_URL);

/**
 * Issue 16 item 5: one message to the reservation's client by e-mail, the admin's text and subject
 * filled from the reservation; the Confirmation carries the event as an `.ics` invitation. The
 * record of the send and the outbox's row are written in one transaction: the outbox sends it
 * (with retries, surviving restarts) or neither exists.
 */
export async function sendClientEmail(
  db: Db,
  options: {
    actor: Actor;
    id: string;
    kind: MessageKind;
    events: EventBus;
    env: { PUBLIC_URL: string; ENQUIRY_TO?: string; SMTP_URL?: string };
    now?: Date;
  },
): Promise<{ to: string; label: string }> {
  const { actor, id, kind, env, now = new Date() } = options;
  authorize(actor, "reservation.view");
  // Issue 32 item 8: without SMTP the mail would wait unseen in the outbox: say so instead.
  if (!emailConfigured(env)) throw new DomainError(409, emailTexts.notSetUp);
  const to = await db.transaction(async (tx) => {
    const { row: r, values } = await messageTarget(tx, { id, actor, kind, publicUrl: env.PUBLIC_URL, now });
    if (!emailUsable(r.clientEmail)) throw new DomainError(400, emailTexts.noEmail);
    const address = r.clientEmail.trim();
    const template = await messageTemplateFor(tx, kind);
    if (!values.clientLink && usesClientLink(template.subject, template.text))
      throw new DomainError(409, messageTexts.noClientLink);
    const [message] = await tx
      .insert(clientMessages)
      .values({ reservationId: id, channel: "email", kind, sentByEmail: actor.email, sentAt: now })
      .returning({ id: clientMessages.id });
    // The confirmation and the provisional hold carry the event (TENTATIVE while pending); a
    // released hold withdraws it (issue 32 item 8).
    const invitation =
      kind === "confirmation" || kind === "provisional-hold" || kind === "hold-released"
        ? reservationInvitation({
            ...r,
            organizerEmail: env.ENQUIRY_TO ?? venue.email,
            clientEmail: address,
            stamp: now,
            url: `${env.PUBLIC_URL}/luxe`,
            cancel: kind === "hold-released",
          })
        : null;
    await enqueueMail(tx, {
      to: address,
      fromName: `${venue.name} ${venue.hallName} Hall`,
      subject: fillTemplate(template.subject, values),
      text: fillTemplate(template.text, values),
      attachments: invitation
        ? [
            {
              filename: "invitation.ics",
              content: invitation,
              contentType: `text/calendar; charset=utf-8; method=${kind === "hold-released" ? "CANCEL" : "REQUEST"}`,
            },
          ]
        : undefined,
      kind: "client-message",
      refId: message!.id,
      now,
    });
    await writeAudit(tx, {
      actor,
      action: "reservation.message",
      entity: "reservation",
      entityId: id,
      after: { channel: "email", kind, to: address },
    });
    return address;
  });
  await options.events.publish("reservations", "changed", id);
  kickOutbox();
  return { to, label: messageLabels[kind] };
}
