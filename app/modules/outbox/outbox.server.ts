import type { Tx } from "~/db/client.server";
import { outboxAttachments, outboxMessages } from "~/db/schema";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Uint8Array;
}

export interface MailInput {
  /** The recipient; null is the venue's own address (ENQUIRY_TO) when the mail is sent. */
  to: string | null;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** What the mail is for ('enquiry', 'billing-document', 'staff-reset-link', …), with `refId` the record's id. */
  kind: string;
  refId?: string;
  /** The sender's display name; the address is always the venue's (ENQUIRY_TO, or no-reply@ the site's host). */
  fromName?: string;
  replyTo?: { name: string; address: string };
  headers?: Record<string, string>;
  /** The body holds a secret (a reset link): cleared from the row once delivered or given up. */
  sensitive?: boolean;
  now?: Date;
}

/**
 * Queues an e-mail in the caller's transaction: it exists exactly when the change that causes it
 * commits, and the outbox runner delivers it (retries with backoff, once across instances). Call
 * `kickOutbox()` after the commit to send it at once rather than at the next poll.
 */
export async function enqueueMail(tx: Tx, mail: MailInput): Promise<{ id: number }> {
  const id = await insertMessage(
    tx,
    {
      kind: mail.kind,
      refId: mail.refId ?? null,
      channel: "email",
      to: mail.to,
      fromName: mail.fromName ?? null,
      replyTo: mail.replyTo ?? null,
      headers: mail.headers ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      sensitive: mail.sensitive ?? false,
    },
    mail.now,
  );
  if (mail.attachments?.length) {
    await tx.insert(outboxAttachments).values(
      mail.attachments.map((a) => ({
        messageId: id,
        filename: a.filename,
        contentType: a.contentType,
        content: typeof a.content === "string" ? Buffer.from(a.content, "utf8") : a.content,
      })),
    );
  }
  return { id };
}

/**
 * Queues a post to another channel than e-mail (the enquiry's form-submission service): its fields
 * travel in `payload`. Same transaction rule as `enqueueMail`.
 */
export async function enqueuePost(
  tx: Tx,
  post: { channel: string; kind: string; refId?: string; payload: Record<string, string>; now?: Date },
): Promise<{ id: number }> {
  const { channel, kind, refId, payload } = post;
  return { id: await insertMessage(tx, { channel, kind, refId: refId ?? null, payload }, post.now) };
}

async function insertMessage(
  tx: Tx,
  values: Omit<typeof outboxMessages.$inferInsert, "nextAttemptAt" | "createdAt">,
  at = new Date(),
): Promise<number> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({ ...values, nextAttemptAt: at, createdAt: at })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

const runners = new Set<{ kick(): void }>();

/** Registered by the runner while it runs (app/modules/outbox/runner.server.ts). */
export function registerOutboxRunner(runner: { kick(): void }): () => void {
  runners.add(runner);
  return () => runners.delete(runner);
}

/** Asks the running outbox (if any) for a round now; otherwise the next poll sends it. */
export function kickOutbox(): void {
  for (const runner of runners) runner.kick();
}
