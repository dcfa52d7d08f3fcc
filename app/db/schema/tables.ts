import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { customerEntries, menuTables } from "./menu";

/**
 * Issue 31: table bookings from /contact#book-table, the staff's day view, and table service
 * ('Call waiter', 'Ask for the bill') from a table's QR menu. docs/tables.md.
 */

/** The booking rules, one row (id 1); absent until an owner saves, when the defaults apply. */
export const tableBookingSettings = pgTable(
  "table_booking_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** Minutes between two slot times a guest can choose (15, 30 or 60). */
    slotMinutes: integer("slot_minutes").notNull().default(30),
    /** How long a booking holds its covers (default 90 minutes). */
    bookingMinutes: integer("booking_minutes").notNull().default(90),
    /** How many days ahead guests may book (today is day 0). */
    windowDays: integer("window_days").notNull().default(60),
    /** The restaurant's WhatsApp number, digits with the country code; empty: the venue's phone. */
    whatsapp: text("whatsapp").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedByEmail: text("updated_by_email"),
  },
  (t) => [
    check("table_booking_settings_one_row", sql`${t.id} = 1`),
    check("table_booking_settings_slot", sql`${t.slotMinutes} in (15, 30, 60)`),
    check(
      "table_booking_settings_length",
      sql`${t.bookingMinutes} between 30 and 240 and ${t.bookingMinutes} % 15 = 0`,
    ),
    check("table_booking_settings_window", sql`${t.windowDays} between 0 and 365`),
  ],
);

/**
 * A seating area guests can book ('indoor': the Guntoor restaurant inside; 'garden'): its covers
 * per slot and its booking hours (HH:MM, IST). Rows made by the migration.
 */
export const tableBookingAreas = pgTable(
  "table_booking_areas",
  {
    area: text("area").primaryKey(),
    /** Covers bookable online at any moment (seated guests of overlapping bookings). */
    covers: integer("covers").notNull(),
    opens: text("opens").notNull(),
    closes: text("closes").notNull(),
    /** false: the area takes no online bookings at all. */
    bookable: boolean("bookable").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("table_booking_areas_area", sql`${t.area} in ('indoor', 'garden')`),
    check("table_booking_areas_covers", sql`${t.covers} between 0 and 1000`),
    check(
      "table_booking_areas_hours",
      sql`${t.opens} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.closes} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$' and ${t.opens} < ${t.closes}`,
    ),
  ],
);

/** A date (or hours of it) closed to online bookings in one area or both: a private function, a holiday. */
export const tableBookingBlocks = pgTable(
  "table_booking_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** null: both areas. */
    area: text("area"),
    day: date("day").notNull(),
    /** Both null: the whole day. HH:MM, from inclusive to until exclusive. */
    fromTime: text("from_time"),
    untilTime: text("until_time"),
    /** Staff's own note (never shown to guests). */
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdByEmail: text("created_by_email"),
  },
  (t) => [
    check("table_booking_blocks_area", sql`${t.area} is null or ${t.area} in ('indoor', 'garden')`),
    check(
      "table_booking_blocks_hours",
      sql`(${t.fromTime} is null and ${t.untilTime} is null) or (${t.fromTime} < ${t.untilTime})`,
    ),
    index("table_booking_blocks_day_idx").on(t.day),
  ],
);

/** A table booking: a guest's from /contact, or a walk-in added by staff. */
export const tableBookings = pgTable(
  "table_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Six characters the guest quotes (no 0/O, 1/I/L). */
    code: text("code").notNull(),
    area: text("area").notNull(),
    day: date("day").notNull(),
    /** The slot's start, HH:MM in IST. */
    time: text("time").notNull(),
    /** The minutes the booking holds its covers, fixed when it was made. */
    minutes: integer("minutes").notNull(),
    party: integer("party").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    /** The phone's last ten digits: guests' data requests and the per-phone limit. */
    phoneKey: text("phone_key").notNull(),
    email: text("email"),
    note: text("note").notNull().default(""),
    status: text("status").notNull().default("booked"),
    walkIn: boolean("walk_in").notNull().default(false),
    /** The ALTCHA proof of work was checked (false: posted without JavaScript, or a walk-in). */
    verified: boolean("verified").notNull().default(false),
    /** SHA-256 of the private link's token (view, calendar file, cancel); null for walk-ins. */
    tokenHash: text("token_hash"),
    /** SHA-256 of the sender's address, for the hourly limit; null for walk-ins. */
    senderKey: text("sender_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /** Who changed the status last: a staff e-mail, or 'guest' (the private link). */
    statusChangedBy: text("status_changed_by"),
  },
  (t) => [
    uniqueIndex("table_bookings_code_key").on(t.code),
    uniqueIndex("table_bookings_token_key").on(t.tokenHash),
    index("table_bookings_day_area_idx").on(t.day, t.area),
    index("table_bookings_phone_key_idx").on(t.phoneKey),
    index("table_bookings_sender_created_idx").on(t.senderKey, t.createdAt),
    check("table_bookings_area", sql`${t.area} in ('indoor', 'garden')`),
    check("table_bookings_status", sql`${t.status} in ('booked', 'seated', 'no_show', 'cancelled')`),
    check("table_bookings_party", sql`${t.party} between 1 and 100`),
    check("table_bookings_minutes", sql`${t.minutes} between 15 and 240 and ${t.minutes} % 15 = 0`),
    check("table_bookings_time", sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * The locked counter of covers held in an area per 15-minute tick of a day. A booking adds its
 * party to every tick it holds in one conditional upsert per tick (`… where covers + party <=
 * capacity`): PostgreSQL locks the row, so simultaneous bookings of the last covers are decided
 * one after the other and exactly one wins. Cancelling or a no-show takes the party off again.
 */
export const tableSlotLoads = pgTable(
  "table_slot_loads",
  {
    area: text("area").notNull(),
    day: date("day").notNull(),
    /** Minutes after midnight (IST), a multiple of 15. */
    tick: integer("tick").notNull(),
    covers: integer("covers").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.area, t.day, t.tick] }),
    check("table_slot_loads_covers", sql`${t.covers} >= 0`),
    check("table_slot_loads_tick", sql`${t.tick} between 0 and 1439 and ${t.tick} % 15 = 0`),
  ],
);

/** 'Call waiter' / 'Ask for the bill' from a table's QR menu. */
export const tableServiceRequests = pgTable(
  "table_service_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tableId: uuid("table_id")
      .notNull()
      .references(() => menuTables.id, { onDelete: "cascade" }),
    /** The visitor entry whose pass asked: the guest's name and phone (guests' data requests). */
    entryId: uuid("entry_id").references(() => customerEntries.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneByEmail: text("done_by_email"),
  },
  (t) => [
    // One open request per table and kind: a second tap finds the first.
    uniqueIndex("table_service_requests_open_key").on(t.tableId, t.kind).where(sql`${t.status} = 'open'`),
    index("table_service_requests_table_created_idx").on(t.tableId, t.createdAt),
    index("table_service_requests_status_idx").on(t.status, t.createdAt),
    index("table_service_requests_entry_idx").on(t.entryId),
    check("table_service_requests_kind", sql`${t.kind} in ('waiter', 'bill')`),
    check("table_service_requests_status", sql`${t.status} in ('open', 'done')`),
  ],
);
