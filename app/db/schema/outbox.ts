import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * The one outbox (drizzle/05-outbox): every e-mail the product sends, and the enquiry's post to the
 * form-submission service, is a row written in the transaction of the change that causes it, then
 * delivered by one runner with retries (app/modules/outbox). `kind` and `ref_id` say what it is for
 * ('enquiry' + enquiry id, 'billing-document' + document id, 'staff-reset-link' + user id, …).
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    refId: text("ref_id"),
    /** 'email', or 'form-service' (the enquiry posted to FORM_SERVICE_URL, its fields in `payload`). */
    channel: text("channel").notNull().default("email"),
    /** Null: the venue's own address (ENQUIRY_TO) at the time of sending. */
    to: text("to"),
    fromName: text("from_name"),
    replyTo: jsonb("reply_to").$type<{ name: string; address: string }>(),
    headers: jsonb("headers").$type<Record<string, string>>(),
    subject: text("subject").notNull().default(""),
    text: text("text").notNull().default(""),
    html: text("html"),
    payload: jsonb("payload").$type<Record<string, string>>(),
    /** The body is cleared once delivered or given up (a reset link must not stay readable at rest). */
    sensitive: boolean("sensitive").notNull().default(false),
    /** 'pending' → 'sent', or 'failed' after the last attempt. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A runner's claim, so two instances never send the same row at once. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("outbox_messages_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    index("outbox_messages_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_messages_ref_idx").on(t.kind, t.refId, t.createdAt),
  ],
);

export const outboxAttachments = pgTable(
  "outbox_attachments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => outboxMessages.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [index("outbox_attachments_message_idx").on(t.messageId)],
);
