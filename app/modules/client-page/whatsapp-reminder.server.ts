import type { Db } from "~/db/client.server";
import { instalmentReminders } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { liveClientUrl } from "~/modules/client-links/live-url.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { whatsappLink, whatsappNumber } from "~/modules/phone/whatsapp";
import {
  fillTemplate,
  messageTexts,
  usesClientLink,
  whatsappTexts,
} from "~/modules/reservations/client-messages";
import { messageTemplateFor } from "~/modules/reservations/message-templates.server";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import { todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { allocatePaid } from "./schedule";
import { scheduleOf } from "./schedule.server";
import { clientPageTexts } from "./texts";

/**
 * Issue 30 item 8: the one-click WhatsApp reminder of one instalment, sent by staff from its row.
 * The 'Instalment reminder' template (/luxebooking/admin/messages) is filled with what is left of
 * the instalment ({amount}), its due date ({due_date}) and the client's link ({client_link}); the
 * reminder is recorded (channel 'whatsapp', kind 'manual') and listed with its time beside the
 * e-mail reminders; the browser goes on to wa.me (as every WhatsApp message here: issue 16).
 */
export async function sendInstalmentWhatsapp(
  db: Db,
  options: {
    actor: Actor;
    reservationId: string;
    reference: string;
    events?: EventBus;
    now?: Date;
    publicUrl?: string;
  },
): Promise<string> {
  const { actor, reservationId, now = new Date() } = options;
  authorize(actor, "reservation.view");
  const r = await loadReservation(db, { id: reservationId, actor });
  const schedule = await scheduleOf(db, { reservationId, now });
  const instalments = schedule?.instalments ?? [];
  const n = instalments.findIndex((i) => i.reference === options.reference);
  if (n < 0) throw new DomainError(404, clientPageTexts.reminderNoInstalment);
  const progress = allocatePaid(instalments, schedule!.balance.settled, todayIST(now))[n]!;
  if (progress.left <= 0) throw new DomainError(409, clientPageTexts.reminderPaid);
  const number = whatsappNumber(r.clientPhone);
  if (!number) throw new DomainError(400, whatsappTexts.unusablePhone);
  const link = await db.transaction(async (tx) => {
    const template = await messageTemplateFor(tx, "instalment-reminder");
    const clientLink = await liveClientUrl(tx, reservationId, options.publicUrl, now);
    // A reminder pointing to 'your page: .' would be wrong: without a live link it is refused.
    if (!clientLink && usesClientLink(template.text)) throw new DomainError(409, messageTexts.noClientLink);
    const text = fillTemplate(template.text, {
      ...r,
      eventStartTime: r.eventStartTime.slice(0, 5),
      eventEndTime: r.eventEndTime.slice(0, 5),
      remainingAmountDue: schedule!.balance.due,
      clientLink,
      instalment: { left: progress.left, dueOn: instalments[n]!.dueOn },
    });
    await tx.insert(instalmentReminders).values({
      reservationId,
      reference: options.reference,
      kind: "manual",
      dueOn: instalments[n]!.dueOn,
      channel: "whatsapp",
      sentAt: now,
      sentByEmail: actor.email,
    });
    await writeAudit(tx, {
      actor,
      action: "reservation.message",
      entity: "reservation",
      entityId: reservationId,
      after: { channel: "whatsapp", kind: "instalment-reminder", reference: options.reference },
    });
    return whatsappLink(number, text);
  });
  await options.events?.publish("reservations", "instalment-reminders", reservationId);
  return link;
}
