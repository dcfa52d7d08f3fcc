import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// Every menu table carries the venue (spec 3.12: eden or guntoor); the public routes serve guntoor.

export const menuCategories = pgTable(
  "menu_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    venue: text("venue").notNull(),
    key: text("key").notNull(),
    label: text("label").notNull(),
    mainCategory: text("main_category").notNull(),
    position: integer("position").notNull().default(0),
    // Issue 18: the label in Telugu, Kannada and Hindi where the owner gave one; else English.
    labelTe: text("label_te"),
    labelKn: text("label_kn"),
    labelHi: text("label_hi"),
    // Issue 29 item 3: the languages whose label is a draft awaiting a native speaker's review.
    needsReview: text("needs_review").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("menu_categories_venue_key").on(t.venue, t.key),
    check("menu_categories_main_category", sql`${t.mainCategory} in ('food', 'drinks')`),
    check("menu_categories_needs_review", sql`${t.needsReview} <@ array['te', 'kn', 'hi']::text[]`),
  ],
);

export const menuItems = pgTable(
  "menu_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    venue: text("venue").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    notes: text("notes"),
    servedWith: text("served_with"),
    options: text("options").array().notNull().default(sql`'{}'::text[]`),
    category: text("category").notNull(),
    priceInr: numeric("price_inr", { precision: 12, scale: 2 }).notNull(),
    isVeg: boolean("is_veg").notNull(),
    isOutOfStock: boolean("is_out_of_stock").notNull().default(false),
    imageUrl: text("image_url"),
    // Issue 18: names and descriptions in Telugu, Kannada and Hindi (null: the English one shows).
    nameTe: text("name_te"),
    descriptionTe: text("description_te"),
    nameKn: text("name_kn"),
    descriptionKn: text("description_kn"),
    nameHi: text("name_hi"),
    descriptionHi: text("description_hi"),
    // Issue 29 item 3: notes and 'served with' in the three languages, and the languages whose
    // texts are drafts awaiting a native speaker's review.
    notesTe: text("notes_te"),
    notesKn: text("notes_kn"),
    notesHi: text("notes_hi"),
    servedWithTe: text("served_with_te"),
    servedWithKn: text("served_with_kn"),
    servedWithHi: text("served_with_hi"),
    needsReview: text("needs_review").array().notNull().default(sql`'{}'::text[]`),
    // Issue 29: null is "not set", never "Not spicy" ('none') nor "contains none" ('{}').
    spiceLevel: text("spice_level"),
    allergens: text("allergens").array(),
    isChefsSpecial: boolean("is_chefs_special").notNull().default(false),
    // The owner's order within the category; specials still come first on the menu.
    position: integer("position").notNull().default(0),
    // Serving hours in IST, "HH:MM"; both or neither.
    servedFrom: text("served_from"),
    servedUntil: text("served_until"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "menu_items_spice_level",
      sql`${t.spiceLevel} is null or ${t.spiceLevel} in ('none', 'mild', 'medium', 'hot', 'andhra_hot')`,
    ),
    check(
      "menu_items_allergens",
      sql`${t.allergens} is null or ${t.allergens} <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'tree_nuts', 'soy', 'milk', 'sesame', 'mustard', 'celery', 'sulphites']::text[]`,
    ),
    check(
      "menu_items_serving_hours",
      sql`(${t.servedFrom} is null and ${t.servedUntil} is null) or (${t.servedFrom} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.servedUntil} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.servedFrom} <> ${t.servedUntil})`,
    ),
    // A category that still has items cannot be deleted; the use case says so first.
    foreignKey({
      name: "menu_items_category_fk",
      columns: [t.venue, t.category],
      foreignColumns: [menuCategories.venue, menuCategories.key],
    }).onDelete("restrict"),
    index("menu_items_venue_category_idx").on(t.venue, t.category),
    index("menu_items_venue_name_idx").on(t.venue, t.name),
    check("menu_items_price_nonnegative", sql`${t.priceInr} >= 0`),
    check("menu_items_needs_review", sql`${t.needsReview} <@ array['te', 'kn', 'hi']::text[]`),
  ],
);

export const restaurantInfo = pgTable("restaurant_info", {
  venue: text("venue").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  address: text("address").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  contactOrder: text("contact_order").notNull(),
  contactEnquiry: text("contact_enquiry").notNull(),
  openingTime: text("opening_time").notNull(),
  cuisine: text("cuisine").notNull(),
  // Issue 29 item 3: name, description, cuisine and opening hours in Telugu, Kannada and Hindi
  // (null: the English shows), and the languages whose texts await review.
  nameTe: text("name_te"),
  nameKn: text("name_kn"),
  nameHi: text("name_hi"),
  descriptionTe: text("description_te"),
  descriptionKn: text("description_kn"),
  descriptionHi: text("description_hi"),
  cuisineTe: text("cuisine_te"),
  cuisineKn: text("cuisine_kn"),
  cuisineHi: text("cuisine_hi"),
  openingTimeTe: text("opening_time_te"),
  openingTimeKn: text("opening_time_kn"),
  openingTimeHi: text("opening_time_hi"),
  needsReview: text("needs_review").array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 18: the restaurant's tables, each with its own QR code. A removed table keeps its row
 * (removed_at) so past entries still name it; its name is free for a new table.
 */
export const menuTables = pgTable(
  "menu_tables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    venue: text("venue").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("menu_tables_venue_name_live")
      .on(t.venue, sql`lower(${t.name})`)
      .where(sql`${t.removedAt} is null`),
    check("menu_tables_name_length", sql`char_length(${t.name}) between 1 and 40`),
  ],
);

/**
 * Issue 29 item 7: a code staff give a table's guests when the restaurant's network has reached
 * the visitor form's per-address ceiling. Only its hash is kept; one live code per table.
 */
export const menuTableCodes = pgTable(
  "menu_table_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    venue: text("venue").notNull(),
    tableId: uuid("table_id")
      .notNull()
      .references(() => menuTables.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("menu_table_codes_table").on(t.tableId),
    uniqueIndex("menu_table_codes_hash").on(t.codeHash),
  ],
);

export const customerEntries = pgTable(
  "customer_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    venue: text("venue").notNull(),
    customerName: text("customer_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    numGuests: integer("num_guests").notNull(),
    tableId: uuid("table_id").references(() => menuTables.id, { onDelete: "set null" }),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("customer_entries_venue_timestamp_idx").on(t.venue, t.timestamp),
    index("customer_entries_venue_phone_idx").on(t.venue, t.phoneNumber),
    index("customer_entries_table_idx").on(t.tableId),
    check("customer_entries_num_guests", sql`${t.numGuests} between 1 and 500`),
  ],
);

/**
 * Visitor entries per address (issue 12): one row per stored entry, keyed by a hash of the
 * address and kept only for the limit's window, so the limit holds across instances.
 */
export const visitorEntryAttempts = pgTable(
  "visitor_entry_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    senderKey: text("sender_key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("visitor_entry_attempts_sender_at_idx").on(t.senderKey, t.at),
    index("visitor_entry_attempts_at_idx").on(t.at),
  ],
);

/** Issue 18: a venue's settings for guests' data (DPDP Act 2023). */
export const menuSettings = pgTable(
  "menu_settings",
  {
    venue: text("venue").primaryKey(),
    retentionDays: integer("retention_days").notNull().default(180),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("menu_settings_retention_days", sql`${t.retentionDays} between 1 and 1095`)],
);

/**
 * One row per venue and IST day the retention clean-up ran: the instance whose insert wins runs
 * it, so several instances delete once a day between them.
 */
export const guestDataRetentionRuns = pgTable(
  "guest_data_retention_runs",
  {
    venue: text("venue").notNull(),
    day: date("day").notNull(),
    deleted: integer("deleted"),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("guest_data_retention_runs_pk").on(t.venue, t.day)],
);

/**
 * Issue 29 item 10: anonymised counts of the customer entries deleted (by the retention clean-up
 * or a guest's request): guests and entries per IST day, hour and table, nothing that names
 * anyone, so Statistics keeps its history after the entries are gone.
 */
export const customerEntryCounts = pgTable(
  "customer_entry_counts",
  {
    venue: text("venue").notNull(),
    day: date("day").notNull(),
    hour: integer("hour").notNull(),
    tableId: uuid("table_id").references(() => menuTables.id, { onDelete: "set null" }),
    entries: integer("entries").notNull(),
    guests: integer("guests").notNull(),
  },
  (t) => [
    uniqueIndex("customer_entry_counts_key").on(
      t.venue,
      t.day,
      t.hour,
      sql`coalesce(${t.tableId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check("customer_entry_counts_hour", sql`${t.hour} between 0 and 23`),
  ],
);
