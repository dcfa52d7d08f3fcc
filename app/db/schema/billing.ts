import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { reservations } from "./reservations";

/**
 * Issue 15: the hall's money. Money is numeric(…, 2) rupees; calculations run in integer paise
 * (app/modules/money). Payments and documents keep the reservation's id without a foreign key:
 * the books outlive a reservation an admin deletes permanently (as deletion requests do).
 */

/** The business's own particulars printed on every document: one row (id 1), absent until an admin saves it. */
export const billingSettings = pgTable(
  "billing_settings",
  {
    id: integer("id").primaryKey().default(1),
    legalName: text("legal_name").notNull(),
    tradeName: text("trade_name").notNull().default(""),
    gstin: text("gstin").notNull(),
    address: text("address").notNull(),
    stateName: text("state_name").notNull(),
    stateCode: text("state_code").notNull(),
    sacCode: text("sac_code").notNull(),
    quotationPrefix: text("quotation_prefix").notNull(),
    receiptPrefix: text("receipt_prefix").notNull(),
    invoicePrefix: text("invoice_prefix").notNull(),
    creditNotePrefix: text("credit_note_prefix").notNull(),
    bankAccountName: text("bank_account_name").notNull().default(""),
    bankAccountNumber: text("bank_account_number").notNull().default(""),
    bankIfsc: text("bank_ifsc").notNull().default(""),
    bankName: text("bank_name").notNull().default(""),
    upiId: text("upi_id").notNull().default(""),
    terms: text("terms").notNull().default(""),
    updatedBy: uuid("updated_by"),
    updatedByEmail: text("updated_by_email"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("billing_settings_single_row", sql`${t.id} = 1`)],
);

/** The client's billing particulars (issue 15 item 2), kept off the reservations table. */
export const clientBillingDetails = pgTable("client_billing_details", {
  reservationId: uuid("reservation_id")
    .primaryKey()
    .references(() => reservations.id, { onDelete: "cascade" }),
  billingName: text("billing_name").notNull().default(""),
  billingAddress: text("billing_address").notNull().default(""),
  stateName: text("state_name").notNull().default(""),
  stateCode: text("state_code").notNull().default(""),
  gstin: text("gstin").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The payments ledger: entries are only ever inserted. A refund is its own entry (kind 'refund')
 * with a reason; advance received = payments − refunds.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id").notNull(),
    kind: text("kind").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    /** The IST calendar date the money moved. */
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    /** Null for advances recorded before the ledger existed (mode unknown). */
    mode: text("mode"),
    reference: text("reference").notNull().default(""),
    note: text("note").notNull().default(""),
    reason: text("reason").notNull().default(""),
    createdBy: uuid("created_by"),
    createdByEmail: text("created_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payments_kind_check", sql`${t.kind} in ('payment', 'refund')`),
    check("payments_amount_check", sql`${t.amount} > 0`),
    check(
      "payments_mode_check",
      sql`${t.mode} is null or ${t.mode} in ('cash', 'upi', 'card', 'bank-transfer', 'cheque')`,
    ),
    index("payments_reservation_idx").on(t.reservationId, t.createdAt),
    index("payments_paid_on_idx").on(t.paidOn),
  ],
);

/** One counter per series and financial year, locked in the transaction that issues a document. */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/** Issued documents: an immutable snapshot of everything printed on them. */
export const billingDocuments = pgTable(
  "billing_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id").notNull(),
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    serial: integer("serial").notNull(),
    number: text("number").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    amount: numeric("amount", { precision: 16, scale: 2 }).notNull(),
    /** The payment a receipt voucher acknowledges. */
    paymentId: uuid("payment_id"),
    /** The invoice a credit note refers to. */
    refersTo: uuid("refers_to"),
    snapshot: jsonb("snapshot").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdBy: uuid("created_by"),
    createdByEmail: text("created_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "billing_documents_series_check",
      sql`${t.series} in ('quotation', 'receipt', 'invoice', 'credit-note')`,
    ),
    uniqueIndex("billing_documents_serial_key").on(t.series, t.financialYear, t.serial),
    uniqueIndex("billing_documents_number_key").on(t.number),
    uniqueIndex("billing_documents_one_invoice_key").on(t.reservationId).where(sql`${t.series} = 'invoice'`),
    uniqueIndex("billing_documents_one_receipt_key").on(t.paymentId).where(sql`${t.series} = 'receipt'`),
    index("billing_documents_reservation_idx").on(t.reservationId, t.createdAt),
    index("billing_documents_issued_on_idx").on(t.series, t.issuedOn),
  ],
);

/**
 * 'Send to client''s own outbox until drizzle/05-outbox/0001 moved its rows into `outbox_messages`
 * (schema/outbox.ts). Kept unchanged for the record; nothing reads or writes it any more.
 */
export const documentDeliveries = pgTable(
  "document_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => billingDocuments.id, { onDelete: "cascade" }),
    to: text("to").notNull(),
    /** 'pending' → 'sent', or 'failed' after the last attempt. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdBy: uuid("created_by"),
    createdByEmail: text("created_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("document_deliveries_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    index("document_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("document_deliveries_document_idx").on(t.documentId, t.createdAt),
  ],
);
