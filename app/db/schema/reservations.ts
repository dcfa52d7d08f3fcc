import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Spec 3.4. Money is numeric(12,2) (rupees); calculations run in integer paise.
 * The no-double-booking exclusion constraint lives in the hand-written migration
 * (drizzle/10-reservations/*_no_double_booking.sql) because drizzle cannot express it.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The only hall today; part of the exclusion constraint so a second hall needs no migration of it. */
    hall: text("hall").notNull().default("luxe"),
    eventName: text("event_name").notNull(),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    eventStartTime: time("event_start_time").notNull(),
    eventEndTime: time("event_end_time").notNull(),
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email").notNull(),
    clientPhone: text("client_phone").notNull(),
    guestCount: integer("guest_count").notNull(),
    perPersonAmount: numeric("per_person_amount", { precision: 12, scale: 2 }).notNull().default("0"),
    gstType: text("gst_type").notNull().default("percentage"),
    gstValue: numeric("gst_value", { precision: 12, scale: 2 }).notNull().default("0"),
    advanceAmountReceived: numeric("advance_amount_received", { precision: 12, scale: 2 })
      .notNull()
      .default("0"),
    notes: text("notes").notNull().default(""),
    /** Issue 16: for the function sheet (tables, stage, décor); optional. */
    hallSetupNotes: text("hall_setup_notes").notNull().default(""),
    status: text("status").notNull().default("confirmed"),
    /** Null on older records: derived from isVegMeal when read. */
    mealType: text("meal_type"),
    isVegMeal: boolean("is_veg_meal").notNull().default(false),
    isFOC: boolean("is_foc").notNull().default(false),
    withAlcohol: boolean("with_alcohol").notNull().default(false),
    alcoholMRP: numeric("alcohol_mrp", { precision: 12, scale: 2 }).notNull().default("0"),
    alcoholPercentageCharges: numeric("alcohol_percentage_charges", { precision: 7, scale: 2 })
      .notNull()
      .default("0"),
    totalEventAmountExcludingGST: numeric("total_event_amount_excluding_gst", { precision: 16, scale: 2 }),
    gstCalculatedAmount: numeric("gst_calculated_amount", { precision: 16, scale: 2 }),
    /** Null on older records: cards then fall back to totalAmount, then 0. */
    totalAmountIncludingGST: numeric("total_amount_including_gst", { precision: 16, scale: 2 }),
    totalAmount: numeric("total_amount", { precision: 16, scale: 2 }),
    totalAlcoholAmount: numeric("total_alcohol_amount", { precision: 16, scale: 2 }),
    remainingAmountDue: numeric("remaining_amount_due", { precision: 16, scale: 2 }),
    createdBy: uuid("created_by"),
    createdByEmail: text("created_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by"),
    updatedByEmail: text("updated_by_email"),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    softDeletedBy: uuid("soft_deleted_by"),
    softDeletedByEmail: text("soft_deleted_by_email"),
    softDeletedAt: timestamp("soft_deleted_at", { withTimezone: true }),
    /** The status a soft delete replaced, so a restore gives it back (issue 16); null before then. */
    statusBeforeSoftDelete: text("status_before_soft_delete"),
    /** The contact enquiry it was made from (issue 16); no foreign key across modules. */
    enquiryId: uuid("enquiry_id"),
    /** A pending reservation's tentative hold (issue 16): past it, the system cancels it. */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    /** When the system cancelled it because its hold ran out. */
    holdExpiredAt: timestamp("hold_expired_at", { withTimezone: true }),
    /**
     * Issue 32 item 7: a hold released by staff (Release hold, or an override that confirmed another
     * reservation over it): when, by whom, why, and the reservation confirmed over it (if any).
     */
    holdReleasedAt: timestamp("hold_released_at", { withTimezone: true }),
    holdReleasedByEmail: text("hold_released_by_email"),
    holdReleaseReason: text("hold_release_reason"),
    holdReleasedFor: uuid("hold_released_for"),
    /** Incremented by every change: an edit carrying an older version is refused (stale form). */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    check(
      "reservations_status_check",
      sql`${t.status} in ('confirmed', 'pending', 'cancelled', 'completed', 'soft-deleted')`,
    ),
    check("reservations_gst_type_check", sql`${t.gstType} in ('percentage', 'amount')`),
    check("reservations_guest_count_check", sql`${t.guestCount} >= 1`),
    index("reservations_event_date_idx").on(t.eventDate),
    index("reservations_hold_until_idx").on(t.holdUntil).where(sql`${t.status} = 'pending'`),
    index("reservations_hold_expired_at_idx").on(t.holdExpiredAt).where(sql`${t.holdExpiredAt} is not null`),
    index("reservations_enquiry_id_idx").on(t.enquiryId).where(sql`${t.enquiryId} is not null`),
    index("reservations_soft_deleted_at_idx").on(t.softDeletedAt).where(sql`${t.status} = 'soft-deleted'`),
  ],
);

/** Spec 3.5. reservationId has no foreign key: an approved request outlives its reservation (snapshot). */
export const deletionRequests = pgTable(
  "deletion_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id").notNull(),
    requestedBy: uuid("requested_by").notNull(),
    requestedByEmail: text("requested_by_email").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    /** Optional, in the requester's words (issue 16). */
    reason: text("reason").notNull().default(""),
    status: text("status").notNull().default("pending"),
    reservationData: jsonb("reservation_data").notNull(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** The role of the processor (spec 3.5); the audit log keeps who. */
    processedBy: text("processed_by"),
  },
  (t) => [
    check("deletion_requests_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index("deletion_requests_status_idx").on(t.status, t.requestedAt),
    uniqueIndex("deletion_requests_one_pending_key").on(t.reservationId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Issue 16: when each staff member last looked at a dashboard, for 'Holds expired since your last
 * visit'. A visit starts after VISIT_GAP of quiet; `since` is where the previous one ended.
 */
export const staffVisits = pgTable("staff_visits", {
  userId: uuid("user_id").primaryKey(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  since: timestamp("since", { withTimezone: true }),
});

/**
 * Issue 16: each staff member's private calendar feed. The feed's secret is derived from the
 * server secret, the user and this generation (HMAC), so the link can be shown again and
 * regenerating (generation + 1) stops the old one at once.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid("user_id").primaryKey(),
  generation: integer("generation").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Issue 16: every message sent to a client (time, channel, who), listed on the reservation. */
export const clientMessages = pgTable(
  "client_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id").notNull(),
    channel: text("channel").notNull(),
    kind: text("kind").notNull(),
    sentByEmail: text("sent_by_email").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_messages_reservation_idx").on(t.reservationId, t.sentAt)],
);

/**
 * Issue 16 item 5: an admin's text and e-mail subject for one client message; a kind without a row
 * uses its default ('Reset to default' deletes the row).
 */
export const messageTemplates = pgTable(
  "message_templates",
  {
    kind: text("kind").primaryKey(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedByEmail: text("updated_by_email").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "message_templates_kind_check",
      sql`${t.kind} in ('confirmation', 'payment-reminder', 'event-day', 'thank-you', 'provisional-hold', 'hold-released', 'instalment-reminder')`,
    ),
  ],
);

/**
 * Issue 32 item 9: the hall's own settings, one row (none: the defaults). The time between events
 * is here rather than in billing settings: it is a rule of the hall's calendar, checked with the
 * double-booking guard (docs/reservations.md).
 */
export const reservationSettings = pgTable(
  "reservation_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** Minutes the hall needs between two confirmed events (set-up, cleaning). */
    turnaroundMinutes: integer("turnaround_minutes").notNull().default(60),
    updatedByEmail: text("updated_by_email"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reservation_settings_single_row", sql`${t.id} = 1`),
    check("reservation_settings_turnaround_check", sql`${t.turnaroundMinutes} between 0 and 720`),
  ],
);

/** One line of a function sheet's timeline (issue 32 item 11). */
export interface TimelineEntry {
  /** HH:MM, India time. */
  time: string;
  what: string;
}

/** A vendor on a function sheet: who, their phone (E.164 when it has one), what they bring. */
export interface VendorEntry {
  name: string;
  phone: string;
  brings: string;
}

/**
 * Issue 32 item 11: the function sheet as a working banquet event order (BEO): the veg and non-veg
 * covers, the covers the client guarantees (may come later; null until then), the day's timeline,
 * the vendors and the kitchen's and floor's own notes. One row per reservation that has one; none:
 * the sheet shows what the reservation says (every guest of its meal type, no timeline).
 */
export const functionSheets = pgTable(
  "function_sheets",
  {
    reservationId: uuid("reservation_id")
      .primaryKey()
      .references(() => reservations.id, { onDelete: "cascade" }),
    vegCovers: integer("veg_covers"),
    nonVegCovers: integer("non_veg_covers"),
    guaranteedCovers: integer("guaranteed_covers"),
    timeline: jsonb("timeline").$type<TimelineEntry[]>().notNull().default([]),
    vendors: jsonb("vendors").$type<VendorEntry[]>().notNull().default([]),
    kitchenNotes: text("kitchen_notes").notNull().default(""),
    serviceNotes: text("service_notes").notNull().default(""),
    updatedByEmail: text("updated_by_email"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "function_sheets_covers_check",
      sql`coalesce(${t.vegCovers}, 0) >= 0 and coalesce(${t.nonVegCovers}, 0) >= 0 and coalesce(${t.guaranteedCovers}, 1) >= 1`,
    ),
  ],
);
