import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";

/** The outbox's kind for 'Send to client'; its ref is the document's id. */
export const DOCUMENT_MAIL = "billing-document";

export type SendStatus = "not sent" | "sending" | "sent" | "failed";

/** The latest sending of each document, from the outbox (for the detail screen's status column). */
export async function sendStatuses(db: Db, documentIds: string[]): Promise<Map<string, SendStatus>> {
  const statuses = new Map<string, SendStatus>();
  if (documentIds.length === 0) return statuses;
  const rows = await db
    .select({ documentId: outboxMessages.refId, status: outboxMessages.status })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, DOCUMENT_MAIL), inArray(outboxMessages.refId, documentIds)))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
  for (const row of rows) {
    if (row.documentId && !statuses.has(row.documentId)) {
      statuses.set(row.documentId, row.status === "pending" ? "sending" : (row.status as SendStatus));
    }
  }
  return statuses;
}
