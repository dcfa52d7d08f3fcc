import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { billingDocuments } from "~/db/schema";

/** The reservation's tax invoice (one at most), or null before one is issued. */
export async function invoiceOf(db: Db | Tx, reservationId: string) {
  const [row] = await db
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.reservationId, reservationId), eq(billingDocuments.series, "invoice")));
  return row ?? null;
}
