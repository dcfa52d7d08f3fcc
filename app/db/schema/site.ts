import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Contact enquiries (spec 3.2), stored before anything else happens to them. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    subject: text("subject").notNull().default(""),
    message: text("message").notNull(),
    /** SHA-256 of the sender's address: enough for the hourly limit, without keeping the IP. */
    senderKey: text("sender_key").notNull(),
    /** 'verified' (ALTCHA proof of work checked) or 'unverified' (sent without JavaScript: held, not forwarded). */
    captcha: text("captcha").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledById: uuid("handled_by_id"),
    handledByEmail: text("handled_by_email"),
    /**
     * Where the sale stands (issue 16), set by staff; 'converted' also when a reservation is made
     * from it. Separate from handled, which says someone has dealt with the message.
     */
    status: text("status").notNull().default("new"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    statusChangedByEmail: text("status_changed_by_email"),
    /** Issue 32 item 10: which form it came from: the spec's contact form or the hall's on /luxe. */
    source: text("source").notNull().default("contact"),
    /** The hall enquiry's own fields (null for a contact enquiry). */
    eventType: text("event_type"),
    eventDate: date("event_date", { mode: "string" }),
    guests: integer("guests"),
    timeOfDay: text("time_of_day"),
    /** Why it was lost (a code of lostReasons); null unless lost. */
    lostReason: text("lost_reason"),
    /** When staff mean to follow it up (IST date); the inbox lists what is due. */
    followUpOn: date("follow_up_on", { mode: "string" }),
  },
  (t) => [
    check("enquiries_status_check", sql`${t.status} in ('new', 'contacted', 'quoted', 'won', 'lost')`),
    check("enquiries_source_check", sql`${t.source} in ('contact', 'luxe')`),
    index("enquiries_created_at_idx").on(t.createdAt),
    index("enquiries_follow_up_idx").on(t.followUpOn).where(sql`${t.followUpOn} is not null`),
    index("enquiries_sender_key_created_at_idx").on(t.senderKey, t.createdAt),
  ],
);

/** Issue 32 item 10: a call or conversation with the enquirer, as staff noted it. */
export const enquiryNotes = pgTable(
  "enquiry_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    byEmail: text("by_email").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("enquiry_notes_enquiry_idx").on(t.enquiryId, t.at)],
);

/**
 * The enquiries' own outbox until drizzle/05-outbox/0001 moved its rows into `outbox_messages` (schema/outbox.ts).
 * Kept unchanged for the record; nothing reads or writes it any more.
 */
export const enquiryDeliveries = pgTable(
  "enquiry_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    /** 'email' (SMTP_URL → ENQUIRY_TO) or 'form-service' (FORM_SERVICE_URL). */
    channel: text("channel").notNull(),
    /** 'pending' → 'sent', or 'failed' after the last attempt. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim, so two instances never send the same delivery at once. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("enquiry_deliveries_enquiry_channel_key").on(t.enquiryId, t.channel),
    index("enquiry_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** ALTCHA challenges already used: a solved challenge is good for one enquiry only. */
export const captchaUses = pgTable("captcha_uses", {
  challengeId: text("challenge_id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * A staff upload that replaces the generated artwork of one picture slot
 * (app/modules/site-content/artwork.ts). No row: the slot shows its generated artwork.
 * Files live under DATA_DIR/uploads/site/, named `<slot>-<version>-<width>.<format>`.
 */
export const sitePictures = pgTable("site_pictures", {
  slot: text("slot").primaryKey(),
  /** Random per upload, so a replaced picture gets new URLs that can be cached for a year. */
  version: text("version").notNull(),
  /** The widths rendered (the slot's widths up to the upload's own size; never enlarged). */
  widths: integer("widths").array().notNull(),
  /** Alt text for this upload; null keeps the slot's own alt text. */
  alt: text("alt"),
  uploadedById: uuid("uploaded_by_id"),
  uploadedByEmail: text("uploaded_by_email").notNull(),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});
