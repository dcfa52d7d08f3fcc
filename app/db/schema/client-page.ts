import { sql } from "drizzle-orm";
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { reservations } from "./reservations";

/**
 * Issue 30: the client's own page at /event/<token>, quotation acceptances, payment schedules.
 * docs/client-page.md. Billing rows are read from billing.ts; nothing there is changed.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A reservation's private link. The token itself is never stored: its SHA-256 finds the link, and
 * a sealed copy (AES-256-GCM under a key derived from the session secret) lets staff copy it again.
 */
export const clientLinks = pgTable(
  "client_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    tokenSealed: text("token_sealed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdByEmail: text("created_by_email"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedByEmail: text("revoked_by_email"),
  },
  (t) => [
    uniqueIndex("client_links_token_hash_key").on(t.tokenHash),
    // One live link per reservation: a second 'Create client link' at the same moment fails here.
    uniqueIndex("client_links_one_live_key").on(t.reservationId).where(sql`${t.revokedAt} is null`),
    check("client_links_token_hash_check", sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** A quotation accepted by the client: once per quotation; the PDF as accepted is kept with its SHA-256. */
export const quotationAcceptances = pgTable(
  "quotation_acceptances",
  {
    documentId: uuid("document_id").primaryKey(),
    reservationId: uuid("reservation_id").notNull(),
    name: text("name").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
    address: text("address").notNull(),
    browser: text("browser").notNull(),
    pdfSha256: text("pdf_sha256").notNull(),
    pdf: bytea("pdf").notNull(),
  },
  (t) => [
    check("quotation_acceptances_sha_check", sql`${t.pdfSha256} ~ '^[0-9a-f]{64}$'`),
    check("quotation_acceptances_name_check", sql`length(btrim(${t.name})) between 1 and 120`),
    index("quotation_acceptances_reservation_idx").on(t.reservationId),
  ],
);

/**
 * The client page's settings (one row, id 1; absent until an administrator saves: the defaults
 * apply): the final-details lock and the default payment schedule.
 */
export const clientPageSettings = pgTable(
  "client_page_settings",
  {
    id: integer("id").primaryKey().default(1),
    lockDays: integer("lock_days").notNull().default(7),
    /** Issue 30 item 8: an e-mail reminder this many days before an instalment's due date (and one on it). */
    reminderDaysBefore: integer("reminder_days_before").notNull().default(3),
    /** `ScheduleTemplate` (app/modules/client-page/schedule.ts). */
    schedule: jsonb("schedule").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedByEmail: text("updated_by_email"),
  },
  (t) => [
    check("client_page_settings_one_row", sql`${t.id} = 1`),
    check("client_page_settings_lock_days", sql`${t.lockDays} between 0 and 90`),
  ],
);

/** A reservation's payment schedule: its instalments, each with its own UPI reference. */
export const paymentInstalments = pgTable(
  "payment_instalments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** The UPI link's `tr`: unique per instalment, letters and digits only (banks keep those in a narration). */
    reference: text("reference").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedByEmail: text("updated_by_email"),
  },
  (t) => [
    uniqueIndex("payment_instalments_reference_key").on(t.reference),
    uniqueIndex("payment_instalments_position_key").on(t.reservationId, t.position),
    check("payment_instalments_amount_check", sql`${t.amount} > 0`),
    check("payment_instalments_reference_check", sql`${t.reference} ~ '^[A-Z0-9]{8,35}$'`),
  ],
);

/** The client's final details (issue 30 item 4): confirmed on their page until the lock date. */
export const clientFinalDetails = pgTable(
  "client_final_details",
  {
    reservationId: uuid("reservation_id")
      .primaryKey()
      .references(() => reservations.id, { onDelete: "cascade" }),
    guaranteedGuests: integer("guaranteed_guests").notNull(),
    vegGuests: integer("veg_guests").notNull(),
    nonVegGuests: integer("non_veg_guests").notNull(),
    notes: text("notes").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("client_final_details_guests", sql`${t.guaranteedGuests} between 1 and 100000`),
    check(
      "client_final_details_split",
      sql`${t.vegGuests} >= 0 and ${t.nonVegGuests} >= 0 and ${t.vegGuests} + ${t.nonVegGuests} = ${t.guaranteedGuests}`,
    ),
  ],
);

/**
 * Reminders sent for an instalment (issue 30 item 8), once per instalment (by its reference, which
 * survives a schedule's edit), kind and due date: 'before' (N days before) and 'due' (on the day).
 */
export const instalmentReminders = pgTable(
  "instalment_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    kind: text("kind").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    channel: text("channel").notNull(),
    outboxId: integer("outbox_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    sentByEmail: text("sent_by_email"),
  },
  (t) => [
    check("instalment_reminders_kind", sql`${t.kind} in ('before', 'due', 'manual')`),
    check("instalment_reminders_channel", sql`${t.channel} in ('email', 'whatsapp')`),
    uniqueIndex("instalment_reminders_once_key")
      .on(t.reference, t.kind, t.dueOn)
      .where(sql`${t.kind} <> 'manual'`),
    index("instalment_reminders_reservation_idx").on(t.reservationId, t.sentAt),
  ],
);

/**
 * Issue 30 item 9: a bank's statement column mapping, chosen once per bank and remembered (the CSV
 * headers of the date, narration, credit amount and bank reference columns).
 */
export const bankStatementMappings = pgTable("bank_statement_mappings", {
  bank: text("bank").primaryKey(),
  dateColumn: text("date_column").notNull(),
  narrationColumn: text("narration_column").notNull(),
  creditColumn: text("credit_column").notNull(),
  referenceColumn: text("reference_column").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedByEmail: text("updated_by_email"),
});

/**
 * Issue 30 item 9: a credit of an imported bank statement. A bank reference is held once per bank,
 * across imports (unique index): a line already imported is skipped, and a line becomes at most one
 * payment (its payment id is unique; 'matched' only with it).
 */
export const bankStatementLines = pgTable(
  "bank_statement_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    importId: uuid("import_id").notNull(),
    bank: text("bank").notNull(),
    rowNumber: integer("row_number").notNull(),
    bookedOn: date("booked_on", { mode: "string" }).notNull(),
    narration: text("narration").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    bankReference: text("bank_reference").notNull(),
    status: text("status").notNull().default("open"),
    paymentId: uuid("payment_id"),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
    importedByEmail: text("imported_by_email"),
    matchedAt: timestamp("matched_at", { withTimezone: true }),
    matchedByEmail: text("matched_by_email"),
    /** A credit that is no client's payment (issue 30 item 9, accounts' choice): why, when, who. */
    dismissedReason: text("dismissed_reason"),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    dismissedByEmail: text("dismissed_by_email"),
  },
  (t) => [
    uniqueIndex("bank_statement_lines_reference_key").on(t.bank, t.bankReference),
    uniqueIndex("bank_statement_lines_payment_key").on(t.paymentId),
    check("bank_statement_lines_amount_check", sql`${t.amount} > 0`),
    check("bank_statement_lines_reference_check", sql`length(btrim(${t.bankReference})) > 0`),
    check(
      "bank_statement_lines_status_check",
      sql`(${t.status} = 'open' and ${t.paymentId} is null) or (${t.status} = 'matched' and ${t.paymentId} is not null) or (${t.status} = 'dismissed' and ${t.paymentId} is null and ${t.dismissedReason} is not null and length(btrim(${t.dismissedReason})) > 0)`,
    ),
    index("bank_statement_lines_status_idx").on(t.status, t.bookedOn),
  ],
);

/**
 * A confirmed match undone (issue 30 item 9): the payment it recorded stays in the insert-only
 * ledger and is reversed by a refund entry of the same amount (billing's rule, its refund voucher
 * when due); the line is open again. One undo per payment (unique), with the reason, who and when.
 */
export const bankStatementUndoneMatches = pgTable(
  "bank_statement_undone_matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => bankStatementLines.id, { onDelete: "cascade" }),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    paymentId: uuid("payment_id").notNull(),
    refundId: uuid("refund_id").notNull(),
    reason: text("reason").notNull(),
    undoneAt: timestamp("undone_at", { withTimezone: true }).notNull().defaultNow(),
    undoneByEmail: text("undone_by_email"),
  },
  (t) => [
    uniqueIndex("bank_statement_undone_matches_payment_key").on(t.paymentId),
    uniqueIndex("bank_statement_undone_matches_refund_key").on(t.refundId),
    check("bank_statement_undone_matches_reason_check", sql`length(btrim(${t.reason})) > 0`),
    index("bank_statement_undone_matches_line_idx").on(t.lineId, t.undoneAt),
  ],
);
