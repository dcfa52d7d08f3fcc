import { and, asc, eq, inArray } from "drizzle-orm";
import pino from "pino";
import type { AppContext } from "~/context.server";
import type { Db, Tx } from "~/db/client.server";
import { instalmentReminders, paymentInstalments, reservations } from "~/db/schema";
import type { EventBus } from "~/modules/live/events.server";
import { formatINR } from "~/modules/money";
import { kickOutbox, enqueueMail } from "~/modules/outbox/outbox.server";
import { emailUsable } from "~/modules/reservations/client-messages";
import { venue } from "~/modules/site-content/venue";
import { addDays, formatDateTime, formatLongDate, todayIST } from "~/modules/time";
import { liveClientUrl } from "./links.server";
import { allocatePaid, reminderKindOn } from "./schedule";
import { readClientPageSettings, scheduleOf } from "./schedule.server";

/**
 * Issue 30 item 8: e-mail reminders of instalments through the outbox, `reminderDaysBefore` days
 * before the due date and on it, for what is still unpaid of the instalment; once per instalment,
 * kind and due date (a unique index), in the same transaction as the mail. Off without SMTP.
 */
export async function queueInstalmentReminders(
  db: Db,
  options: { env: { SMTP_URL?: string; PUBLIC_URL: string }; events?: EventBus; now?: Date },
): Promise<{ queued: number }> {
  if (!options.env.SMTP_URL) return { queued: 0 };
  const now = options.now ?? new Date();
  const today = todayIST(now);
  const settings = await readClientPageSettings(db);
  const days = [
    today,
    ...(settings.reminderDaysBefore > 0 ? [addDays(today, settings.reminderDaysBefore)] : []),
  ];
  const due = await db
    .selectDistinct({ reservationId: paymentInstalments.reservationId })
    .from(paymentInstalments)
    .innerJoin(reservations, eq(reservations.id, paymentInstalments.reservationId))
    .where(
      and(inArray(paymentInstalments.dueOn, days), inArray(reservations.status, ["confirmed", "completed"])),
    );
  let queued = 0;
  for (const { reservationId } of due) {
    const schedule = await scheduleOf(db, { reservationId, now });
    if (!schedule) continue;
    const progress = allocatePaid(schedule.instalments, schedule.balance.settled, today);
    const [r] = await db
      .select({
        eventName: reservations.eventName,
        clientName: reservations.clientName,
        clientEmail: reservations.clientEmail,
      })
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    if (!r || !emailUsable(r.clientEmail)) continue;
    for (const [n, i] of schedule.instalments.entries()) {
      const kind = reminderKindOn(i.dueOn, today, settings.reminderDaysBefore);
      const left = progress[n]!.left;
      if (!kind || left <= 0) continue;
      const sent = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(instalmentReminders)
          .values({
            reservationId,
            reference: i.reference,
            kind,
            dueOn: i.dueOn,
            channel: "email",
            sentAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: instalmentReminders.id });
        if (!row) return false;
        const link = await liveClientUrl(tx, reservationId, options.env.PUBLIC_URL, now);
        const { id } = await enqueueMail(tx, {
          to: r.clientEmail,
          subject: `Payment reminder: ${r.eventName}, instalment ${i.position}`,
          text: [
            `Dear ${r.clientName},`,
            "",
            kind === "due"
              ? `${formatINR(left)} for ${r.eventName} (instalment ${i.position}, ${i.label}) is due today, ${formatLongDate(i.dueOn)}.`
              : `A gentle reminder that ${formatINR(left)} for ${r.eventName} (instalment ${i.position}, ${i.label}) is due on ${formatLongDate(i.dueOn)}.`,
            link ? `You can pay by UPI and download your receipts on your page: ${link}` : "",
            `UPI reference for this instalment: ${i.reference}`,
            "",
            `Thank you. ${venue.name}, ${venue.phone}`,
          ]
            .filter((line, k, all) => line !== "" || all[k - 1] !== "")
            .join("\n"),
          kind: "instalment-reminder",
          refId: reservationId,
          now,
        });
        await tx.update(instalmentReminders).set({ outboxId: id }).where(eq(instalmentReminders.id, row.id));
        return true;
      });
      if (sent) queued++;
    }
  }
  if (queued > 0) {
    kickOutbox();
    void options.events?.publish("reservations", "instalment-reminders");
  }
  return { queued };
}

/** Reminders sent for a reservation, newest first, for the staff's Client page section. */
const reminderColumns = {
  reference: instalmentReminders.reference,
  kind: instalmentReminders.kind,
  channel: instalmentReminders.channel,
  sentAt: instalmentReminders.sentAt,
};

/** 'WhatsApp reminder (by staff) sent 25 Jan 2027, 11:30 am': one reminder sent, with its time. */
function reminderText(r: { kind: string; channel: string; sentAt: Date }): string {
  return `${r.channel === "email" ? "E-mail" : "WhatsApp"} reminder (${r.kind === "before" ? "before the due date" : r.kind === "due" ? "on the due date" : "by staff"}) sent ${formatDateTime(r.sentAt)}`;
}

/** The reminders sent for a reservation's instalments, oldest first (its Client page section). */
export async function remindersOf(db: Db, reservationId: string) {
  const rows = await db
    .select(reminderColumns)
    .from(instalmentReminders)
    .where(eq(instalmentReminders.reservationId, reservationId))
    .orderBy(asc(instalmentReminders.sentAt));
  return rows.map((r) => ({ reference: r.reference, text: reminderText(r) }));
}

/** The reminders sent for each of these instalments (by UPI reference), oldest first (Dues' rows). */
export async function remindersByInstalment(
  db: Db | Tx,
  references: string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (references.length === 0) return out;
  const rows = await db
    .select(reminderColumns)
    .from(instalmentReminders)
    .where(inArray(instalmentReminders.reference, references))
    .orderBy(asc(instalmentReminders.sentAt));
  for (const r of rows) out.set(r.reference, [...(out.get(r.reference) ?? []), reminderText(r)]);
  return out;
}

/** Checks once an hour (and at start) which instalments are due for a reminder. */
export function startInstalmentReminders(app: Pick<AppContext, "database" | "env" | "events">): void {
  const logger = pino({
    level: app.env.LOG_LEVEL,
    base: { pid: process.pid, component: "instalment-reminders" },
  });
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const { queued } = await queueInstalmentReminders(app.database.db, {
        env: app.env,
        events: app.events,
      });
      if (queued > 0) logger.info({ queued }, "instalment reminders queued");
    } catch (error) {
      logger.error({ err: error }, "instalment reminder round failed");
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), 3_600_000);
  timer.unref();
  app.events.onClose(() => clearInterval(timer));
  setImmediate(() => void tick());
}
