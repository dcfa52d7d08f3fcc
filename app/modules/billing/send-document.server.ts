import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { billingDocuments } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import type { OutboxKind } from "~/modules/outbox/deliver.server";
import { enqueueMail, kickOutbox } from "~/modules/outbox/outbox.server";
import { authorize } from "~/permissions";
import type { DocumentSnapshot } from "./document-snapshot";
import { readDocument } from "./documents.server";
import { renderIssuedPdf } from "./document-pdf.server";
import { requireIrnBeforeSending } from "./e-invoice.server";
import { billingMessages as m } from "./messages";
import { DOCUMENT_MAIL } from "./send-status.server";

export interface MailConfig {
  SMTP_URL?: string;
  /** The venue's own address: documents are sent from it. */
  ENQUIRY_TO?: string;
}

export const mailConfigured = (env: MailConfig) => Boolean(env.SMTP_URL && env.ENQUIRY_TO);

const supplierName = (s: DocumentSnapshot) => s.supplier.tradeName || s.supplier.name;

/**
 * 'Send to client' (issue 15 item 4): queues the document for the client's e-mail address in the
 * outbox, which sends it with its PDF and retries. Whoever may issue a series may send its documents.
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
  await requireIrnBeforeSending(db, doc);
  const to = doc.recipient.email;
  await db.transaction(async (tx) => {
    const { id: deliveryId } = await enqueueMail(tx, {
      to,
      subject: `${doc.title} ${doc.number} from ${supplierName(doc)}`,
      text: `Dear ${doc.recipient.name},\n\nPlease find attached ${doc.title.toLowerCase()} ${doc.number} for "${doc.event.name}".\n\n${supplierName(doc)}`,
      kind: DOCUMENT_MAIL,
      refId: doc.id,
      now,
    });
    await writeAudit(tx, {
      actor,
      action: "document.send",
      entity: "billing_document",
      entityId: doc.id,
      after: { deliveryId, to, number: doc.number },
    });
  });
  await events.publish("reservations", "document.sending", doc.reservationId);
  kickOutbox();
  return { to };
}

/**
 * How the outbox sends a document: its PDF is rendered when sending from the document's stored
 * snapshot (the same bytes every time, not stored twice); once sent, the document is marked sent in
 * the same transaction, and the reservations' screens are told.
 */
export const documentMailKind: OutboxKind = {
  async attachments(db, message) {
    const [doc] = await db
      .select({ snapshot: billingDocuments.snapshot })
      .from(billingDocuments)
      .where(eq(billingDocuments.id, message.refId!));
    if (!doc) throw new Error("The document no longer exists.");
    const snapshot = doc.snapshot as DocumentSnapshot;
    return [
      {
        filename: `${snapshot.number.replaceAll("/", "-")}.pdf`,
        contentType: "application/pdf",
        content: await renderIssuedPdf(db, { ...snapshot, id: message.refId! }),
      },
    ];
  },
  async delivered(tx, message, sentAt) {
    await tx.update(billingDocuments).set({ sentAt }).where(eq(billingDocuments.id, message.refId!));
  },
  async changed(events) {
    await events.publish("reservations", "document.sent");
  },
};
