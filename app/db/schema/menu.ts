import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("menu_categories_venue_key").on(t.venue, t.key),
    check("menu_categories_main_category", sql`${t.mainCategory} in ('food', 'drinks')`),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A category that still has items cannot be deleted; the use case says so first.
    foreignKey({
      name: "menu_items_category_fk",
      columns: [t.venue, t.category],
      foreignColumns: [menuCategories.venue, menuCategories.key],
    }).onDelete("restrict"),
    index("menu_items_venue_category_idx").on(t.venue, t.category),
    index("menu_items_venue_name_idx").on(t.venue, t.name),
    check("menu_items_price_nonnegative", sql`${t.priceInr} >= 0`),
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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const customerEntries = pgTable(
  "customer_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    venue: text("venue").notNull(),
    customerName: text("customer_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    numGuests: integer("num_guests").notNull(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("customer_entries_venue_timestamp_idx").on(t.venue, t.timestamp),
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
