import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { clientMessages, outboxMessages } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import {
  fillTemplate,
  type MessageKind,
  messageLabels,
  messageTexts,
  usesClientLink,
  whatsappTexts,
} from "./client-messages";
import { whatsappLink, whatsappNumber } from "~/modules/phone/whatsapp";
import { messageTemplateFor } from "./message-templates.server";
import { messageTarget } from "./message-target.server";
import { idSchema } from "./reservations.schema";

/**
 * Issue 16: the WhatsApp link of one message to the reservation's client, recorded as sent (the
 * person is sent on to WhatsApp with the text filled in; no WhatsApp Business account involved).
 */
export async function sendWhatsapp(
  db: Db,
  options: { actor: Actor; id: string; kind: MessageKind; events: EventBus; now?: Date; publicUrl?: string },
): Promise<string> {
  const { actor, id, kind, now = new Date() } = options;
  authorize(actor, "reservation.view");
  const link = await db.transaction(async (tx) => {
    const { row: r, values } = await messageTarget(tx, {
      id,
      actor,
      kind,
      publicUrl: options.publicUrl,
      now,
    });
    const number = whatsappNumber(r.clientPhone);
    if (!number) throw new DomainError(400, whatsappTexts.unusablePhone);
    const template = await messageTemplateFor(tx, kind);
    if (!values.clientLink && usesClientLink(template.text))
      throw new DomainError(409, messageTexts.noClientLink);
    const text = fillTemplate(template.text, values);
    await tx
      .insert(clientMessages)
      .values({ reservationId: id, channel: "whatsapp", kind, sentByEmail: actor.email, sentAt: now });
    await writeAudit(tx, {
      actor,
      action: "reservation.message",
      entity: "reservation",
      entityId: id,
      after: { channel: "whatsapp", kind },
    });
    return whatsappLink(number, text);
  });
  await options.events.publish("reservations", "changed", id);
  return link;
}

export interface SentMessage {
  id: string;
  sentAt: string;
  channel: string;
  label: string;
  sentByEmail: string;
  /** An e-mail's state in the outbox: queued, delivered or not delivered. */
  delivery: string | null;
}

const channelLabels: Record<string, string> = { whatsapp: "WhatsApp", email: "E-mail" };
/** Where an e-mail stands in the outbox (a WhatsApp message has none: the person sends it). */
const deliveryLabels: Record<string, string> = {
  pending: "queued",
  sent: "delivered",
  failed: "not delivered",
};

/** Every message sent to the reservation's client, oldest first, by WhatsApp or e-mail. */
export async function listClientMessages(
  db: Db,
  options: { actor: Actor; id: string },
): Promise<SentMessage[]> {
  authorize(options.actor, "reservation.view");
  if (!idSchema.safeParse(options.id).success) return [];
  const rows = await db
    .select({
      id: clientMessages.id,
      sentAt: clientMessages.sentAt,
      channel: clientMessages.channel,
      kind: clientMessages.kind,
      sentByEmail: clientMessages.sentByEmail,
      delivery: outboxMessages.status,
    })
    .from(clientMessages)
    .leftJoin(
      outboxMessages,
      and(
        eq(outboxMessages.kind, "client-message"),
        eq(outboxMessages.refId, sql`${clientMessages.id}::text`),
      ),
    )
    .where(eq(clientMessages.reservationId, options.id))
    .orderBy(asc(clientMessages.sentAt));
  return rows.map((m) => ({
    id: m.id,
    sentAt: m.sentAt.toISOString(),
    channel: channelLabels[m.channel] ?? m.channel,
    label: messageLabels[m.kind as MessageKind] ?? m.kind,
    sentByEmail: m.sentByEmail,
    delivery: m.delivery ? (deliveryLabels[m.delivery] ?? m.delivery) : null,
  }));
}
