import { desc, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { documentDeliveries } from "~/db/schema";

export type SendStatus = "not sent" | "sending" | "sent" | "failed";

/** The latest sending of each document (for the detail screen's status column). */
export async function sendStatuses(db: Db, documentIds: string[]): Promise<Map<string, SendStatus>> {
  const statuses = new Map<string, SendStatus>();
  if (documentIds.length === 0) return statuses;
  const rows = await db
    .select({ documentId: documentDeliveries.documentId, status: documentDeliveries.status })
    .from(documentDeliveries)
    .where(
      sql`${documentDeliveries.documentId} in (${sql.join(
        documentIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
    .orderBy(desc(documentDeliveries.createdAt));
  for (const row of rows) {
    if (!statuses.has(row.documentId)) {
      statuses.set(row.documentId, row.status === "pending" ? "sending" : (row.status as SendStatus));
    }
  }
  return statuses;
}
