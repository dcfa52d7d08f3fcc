import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import pino, { type Logger } from "pino";
import type { AppContext } from "~/context.server";
import { type Db, queryRows } from "~/db/client.server";
import { billingDocuments, documentDeliveries } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { nextAttemptAt } from "~/modules/outbox/backoff";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import type { DocumentSnapshot } from "./document-snapshot";
import { readDocument } from "./documents.server";
import { billingMessages as m } from "./messages";
import { renderDocumentPdf } from "./pdf.server";

/** How long a worker may hold a claimed sending before another may retry it. */
const CLAIM_MS = 2 * 60_000;
const POLL_MS = 15_000;

export interface MailConfig {
  SMTP_URL?: string;
  /** The venue's own address: documents are sent from it. */
  ENQUIRY_TO?: string;
}

export const mailConfigured = (env: MailConfig) => Boolean(env.SMTP_URL && env.ENQUIRY_TO);

/**
 * 'Send to client' (issue 15 item 4): queues the document's PDF for the client's e-mail address;
 * the outbox sends it with retries. Whoever may issue a series may send its documents.
 */
export async function sendDocument(
  db: Db,
  options: { actor: Actor; id: string; env: MailConfig; events: EventBus; now?: Date },
): Promise<{ to: string }> {
  const { actor, env, events, now = new Date() } = options;
  const doc = await readDocument(db, { actor, id: options.id });
  authorize(
    actor,
    doc.series === "quotation" ? "billing.quotation.issue" : "billing.document.issue",
    doc.series === "quotation" ? m.quotationDenied : m.documentDenied,
  );
  if (!mailConfigured(env)) throw new DomainError(409, m.mailNotConfigured);
  const to = doc.recipient.email;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documentDeliveries)
      .values({
        documentId: doc.id,
        to,
        createdBy: actor.id,
        createdByEmail: actor.email,
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning({ id: documentDeliveries.id });
    await writeAudit(tx, {
      actor,
      action: "document.send",
      entity: "billing_document",
      entityId: doc.id,
      after: { deliveryId: row!.id, to, number: doc.number },
    });
  });
  await events.publish("reservations", "document.sending", doc.reservationId);
  documentOutbox?.kick();
  return { to };
}

export interface Mailer {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    filename: string;
    pdf: Buffer;
  }): Promise<void>;
}

export function smtpMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries({
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  })) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send(message) {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: [{ filename: message.filename, content: message.pdf, contentType: "application/pdf" }],
      });
    },
  };
}

/**
 * One round of the documents' outbox: claims due sendings (skipping rows another instance holds),
 * renders each document's PDF from its snapshot and mails it; on success the document is marked
 * sent, on failure the next attempt follows the enquiries' backoff, up to their last attempt.
 */
export async function deliverDueDocuments(
  db: Db,
  options: { mailer: Mailer; from: string; now?: Date; logger?: Logger },
): Promise<{ sent: number; retrying: number; failed: number }> {
  const now = options.now ?? new Date();
  const round = { sent: 0, retrying: 0, failed: 0 };
  const claimed = await queryRows<{ id: string; document_id: string; to: string; attempts: number }>(
    db,
    sql`update document_deliveries
           set locked_until = ${new Date(now.getTime() + CLAIM_MS).toISOString()}, attempts = attempts + 1
         where id in (
           select id from document_deliveries
            where status = 'pending' and next_attempt_at <= ${now.toISOString()}
              and (locked_until is null or locked_until < ${now.toISOString()})
            order by next_attempt_at
            limit 10
            for update skip locked)
        returning id, document_id, "to", attempts`,
  );
  for (const row of claimed) {
    try {
      const [doc] = await db
        .select({ snapshot: billingDocuments.snapshot })
        .from(billingDocuments)
        .where(eq(billingDocuments.id, row.document_id));
      const snapshot = doc!.snapshot as DocumentSnapshot;
      const pdf = await renderDocumentPdf(snapshot);
      await options.mailer.send({
        from: options.from,
        to: row.to,
        subject: `${snapshot.title} ${snapshot.number} from ${snapshot.supplier.tradeName || snapshot.supplier.name}`,
        text: `Dear ${snapshot.recipient.name},\n\nPlease find attached ${snapshot.title.toLowerCase()} ${snapshot.number} for "${snapshot.event.name}".\n\n${snapshot.supplier.tradeName || snapshot.supplier.name}`,
        filename: `${snapshot.number.replaceAll("/", "-")}.pdf`,
        pdf,
      });
      await db.transaction(async (tx) => {
        await tx
          .update(documentDeliveries)
          .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null })
          .where(eq(documentDeliveries.id, row.id));
        await tx
          .update(billingDocuments)
          .set({ sentAt: now })
          .where(eq(billingDocuments.id, row.document_id));
      });
      round.sent++;
    } catch (error) {
      const next = nextAttemptAt(Number(row.attempts), now);
      await db
        .update(documentDeliveries)
        .set(
          next
            ? { lastError: (error as Error).message, nextAttemptAt: next, lockedUntil: null }
            : { lastError: (error as Error).message, status: "failed", lockedUntil: null },
        )
        .where(eq(documentDeliveries.id, row.id));
      next ? round.retrying++ : round.failed++;
      options.logger?.warn(
        { documentId: row.document_id, attempt: Number(row.attempts), err: (error as Error).message },
        "document e-mail failed",
      );
    }
  }
  return round;
}

let documentOutbox: { database: AppContext["database"]; kick(): void } | null = null;

/**
 * Starts (once per database) the loop that sends queued documents, polling every 15 s for due
 * retries; `sendDocument` kicks it at once. Without SMTP configured there is nothing to start.
 */
export function ensureDocumentOutbox(app: Pick<AppContext, "database" | "env" | "events">) {
  if (documentOutbox && documentOutbox.database === app.database) return documentOutbox;
  if (!mailConfigured(app.env)) return null;
  const mailer = smtpMailer(app.env.SMTP_URL!);
  const logger = pino({ level: app.env.LOG_LEVEL, base: { pid: process.pid, component: "document-outbox" } });
  let busy = false;
  let stopped = false;
  const tick = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      const round = await deliverDueDocuments(app.database.db, { mailer, from: app.env.ENQUIRY_TO!, logger });
      if (round.sent + round.retrying + round.failed > 0) {
        logger.info(round, "document outbox round");
        await app.events.publish("reservations", "document.sent");
      }
    } catch (error) {
      logger.error({ err: error }, "document outbox round failed");
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), POLL_MS);
  timer.unref();
  app.events.onClose(() => {
    stopped = true;
    clearInterval(timer);
  });
  documentOutbox = { database: app.database, kick: () => setImmediate(() => void tick()) };
  documentOutbox.kick();
  return documentOutbox;
}
