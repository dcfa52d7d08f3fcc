import { and, eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { enquiries, enquiryDeliveries } from "~/db/schema";
import { nextAttemptAt } from "~/modules/outbox/backoff";
import { enquiryContentColumns } from "./enquiry-columns.server";
import { DeliveryError, type Transport } from "./transports.server";

/** How long a worker may hold a claimed delivery before another may retry it. */
const CLAIM_MS = 2 * 60_000;

interface ClaimedRow {
  id: number | string;
  enquiry_id: string;
  channel: string;
  attempts: number;
}

export interface DeliveryRound {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * One round of the outbox: claims due deliveries (skipping rows another instance holds),
 * sends each through its channel, then records success, the next attempt with backoff, or
 * failure after the last attempt. The enquiry itself is never touched: it is already stored.
 */
export async function deliverDueEnquiries(
  db: Db,
  options: { transports: Transport[]; now?: Date; batch?: number; logger?: Logger },
): Promise<DeliveryRound> {
  const now = options.now ?? new Date();
  const round: DeliveryRound = { sent: 0, retrying: 0, failed: 0 };
  const byChannel = new Map(options.transports.map((t) => [t.channel, t]));
  if (byChannel.size === 0) return round;
  const claimed = (await db.execute(sql`
    update enquiry_deliveries
       set locked_until = ${new Date(now.getTime() + CLAIM_MS).toISOString()}, attempts = attempts + 1
     where id in (
       select id from enquiry_deliveries
        where status = 'pending'
          and next_attempt_at <= ${now.toISOString()}
          and (locked_until is null or locked_until < ${now.toISOString()})
          and channel in (${sql.join(
            [...byChannel.keys()].map((c) => sql`${c}`),
            sql`, `,
          )})
        order by next_attempt_at
        limit ${options.batch ?? 20}
        for update skip locked)
    returning id, enquiry_id, channel, attempts`)) as unknown as { rows: ClaimedRow[] };
  const rows = claimed.rows;
  if (rows.length === 0) return round;
  const stored = await db
    .select(enquiryContentColumns)
    .from(enquiries)
    .where(inArray(enquiries.id, [...new Set(rows.map((r) => r.enquiry_id))]));
  const enquiryById = new Map(stored.map((e) => [e.id, e]));

  for (const row of rows) {
    const enquiry = enquiryById.get(row.enquiry_id);
    const transport = byChannel.get(row.channel as Transport["channel"]);
    if (!enquiry || !transport) continue;
    try {
      await transport.send(enquiry);
      await db
        .update(enquiryDeliveries)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(enquiryDeliveries.id, Number(row.id)));
      round.sent++;
    } catch (error) {
      const message =
        error instanceof DeliveryError ? error.message : `Unexpected: ${(error as Error).message}`;
      const next = nextAttemptAt(Number(row.attempts), now);
      await db
        .update(enquiryDeliveries)
        .set(
          next
            ? { lastError: message, nextAttemptAt: next, lockedUntil: null }
            : { lastError: message, status: "failed", lockedUntil: null },
        )
        .where(and(eq(enquiryDeliveries.id, Number(row.id)), eq(enquiryDeliveries.status, "pending")));
      next ? round.retrying++ : round.failed++;
      options.logger?.warn(
        { enquiryId: row.enquiry_id, channel: row.channel, attempt: Number(row.attempts), err: message },
        next ? "enquiry forwarding failed; will retry" : "enquiry forwarding gave up",
      );
    }
  }
  return round;
}
