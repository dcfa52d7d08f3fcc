import { and, eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { type Db, queryRows, type Tx } from "~/db/client.server";
import { outboxAttachments, outboxMessages } from "~/db/schema";
import type { EventBus } from "~/modules/live/events.server";
import { nextAttemptAt } from "./backoff";

/** How long a runner may hold a claimed row before another may retry it (above any send's timeouts). */
const CLAIM_MS = 2 * 60_000;

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A claimed row as a channel sends it. */
export interface OutgoingMessage {
  id: number;
  kind: string;
  refId: string | null;
  channel: string;
  to: string | null;
  fromName: string | null;
  replyTo: { name: string; address: string } | null;
  headers: Record<string, string> | null;
  subject: string;
  text: string;
  html: string | null;
  payload: Record<string, string> | null;
  attachments: OutgoingAttachment[];
  /** This attempt's number (1 for the first). */
  attempt: number;
}

/** A failed attempt whose message is recorded as it is (what staff see); other errors are prefixed. */
export class DeliveryError extends Error {}

/** Delivers one message on its channel ('email', 'form-service'); throws to have it retried. */
export interface Channel {
  send(message: OutgoingMessage): Promise<void>;
}

/** What a kind of message adds to its delivery (registered where the runner starts). */
export interface OutboxKind {
  /** Attachments made at sending time from an immutable record (a document's PDF from its snapshot). */
  attachments?(db: Db, message: OutgoingMessage): Promise<OutgoingAttachment[]>;
  /** Runs in the transaction that marks the row sent. */
  delivered?(tx: Tx, message: OutgoingMessage, sentAt: Date): Promise<void>;
  /** After a round in which rows of this kind were sent, rescheduled or given up. */
  changed?(events: EventBus): Promise<void>;
}

export interface DeliveryRound {
  sent: number;
  retrying: number;
  failed: number;
}

interface ClaimedRow {
  id: number | string;
  kind: string;
  ref_id: string | null;
  channel: string;
  to: string | null;
  from_name: string | null;
  reply_to: { name: string; address: string } | null;
  headers: Record<string, string> | null;
  subject: string;
  text: string;
  html: string | null;
  payload: Record<string, string> | null;
  sensitive: boolean;
  attempts: number;
}

const clearedBody = { text: "", html: null, payload: null } as const;

/**
 * One round of the outbox: claims due rows of the configured channels (`for update skip locked`
 * plus a claim time, so two runners never hold the same row), sends each, then records success
 * (and the kind's `delivered` step in the same transaction), the next attempt with backoff, or
 * failure after the last attempt. A sensitive row's body is cleared when it is sent or given up.
 */
export async function deliverDueMessages(
  db: Db,
  options: {
    channels: Record<string, Channel>;
    kinds?: Record<string, OutboxKind>;
    events?: EventBus;
    now?: Date;
    batch?: number;
    logger?: Logger;
  },
): Promise<DeliveryRound> {
  const now = options.now ?? new Date();
  const round: DeliveryRound = { sent: 0, retrying: 0, failed: 0 };
  const configured = Object.keys(options.channels);
  if (configured.length === 0) return round;
  const claimed = await queryRows<ClaimedRow>(
    db,
    sql`update outbox_messages
           set locked_until = ${new Date(now.getTime() + CLAIM_MS).toISOString()}, attempts = attempts + 1
         where id in (
           select id from outbox_messages
            where status = 'pending'
              and next_attempt_at <= ${now.toISOString()}
              and (locked_until is null or locked_until < ${now.toISOString()})
              and channel in (${sql.join(
                configured.map((c) => sql`${c}`),
                sql`, `,
              )})
            order by next_attempt_at, id
            limit ${options.batch ?? 20}
            for update skip locked)
        returning id, kind, ref_id, channel, "to", from_name, reply_to, headers, subject, text, html,
                  payload, sensitive, attempts`,
  );
  if (claimed.length === 0) return round;
  const ids = claimed.map((r) => Number(r.id));
  const stored = await db.select().from(outboxAttachments).where(inArray(outboxAttachments.messageId, ids));
  const changedKinds = new Set<string>();

  for (const row of claimed.sort((a, b) => Number(a.id) - Number(b.id))) {
    const id = Number(row.id);
    const kind = options.kinds?.[row.kind];
    const message: OutgoingMessage = {
      id,
      kind: row.kind,
      refId: row.ref_id,
      channel: row.channel,
      to: row.to,
      fromName: row.from_name,
      replyTo: row.reply_to,
      headers: row.headers,
      subject: row.subject,
      text: row.text,
      html: row.html,
      payload: row.payload,
      attachments: stored
        .filter((a) => a.messageId === id)
        .sort((a, b) => a.id - b.id)
        .map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) })),
      attempt: Number(row.attempts),
    };
    changedKinds.add(row.kind);
    try {
      if (kind?.attachments) message.attachments.push(...(await kind.attachments(db, message)));
      await options.channels[row.channel]!.send(message);
      await db.transaction(async (tx) => {
        await tx
          .update(outboxMessages)
          .set({
            status: "sent",
            sentAt: now,
            lockedUntil: null,
            lastError: null,
            ...(row.sensitive ? clearedBody : {}),
          })
          .where(eq(outboxMessages.id, id));
        if (row.sensitive) await tx.delete(outboxAttachments).where(eq(outboxAttachments.messageId, id));
        await kind?.delivered?.(tx, message, now);
      });
      round.sent++;
    } catch (error) {
      const text = error instanceof DeliveryError ? error.message : `Unexpected: ${(error as Error).message}`;
      const next = nextAttemptAt(message.attempt, now);
      await db
        .update(outboxMessages)
        .set(
          next
            ? { lastError: text, nextAttemptAt: next, lockedUntil: null }
            : {
                lastError: text,
                status: "failed",
                lockedUntil: null,
                ...(row.sensitive ? clearedBody : {}),
              },
        )
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "pending")));
      if (!next && row.sensitive)
        await db.delete(outboxAttachments).where(eq(outboxAttachments.messageId, id));
      next ? round.retrying++ : round.failed++;
      options.logger?.warn(
        {
          outboxId: id,
          kind: row.kind,
          refId: row.ref_id,
          channel: row.channel,
          attempt: message.attempt,
          err: text,
        },
        next ? "outbox delivery failed; will retry" : "outbox delivery gave up",
      );
    }
  }
  if (options.events) {
    for (const name of changedKinds) await options.kinds?.[name]?.changed?.(options.events);
  }
  return round;
}
