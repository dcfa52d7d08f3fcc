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
    /** Issue 27: the debit note (s.34(3)), refund voucher (rule 51) and liquor bill series. */
    debitNotePrefix: text("debit_note_prefix").notNull().default("DN"),
    refundPrefix: text("refund_prefix").notNull().default("RF"),
    liquorPrefix: text("liquor_prefix").notNull().default("LQ"),
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

/**
 * The hall's tax lines (issue 27 item 1): what a supply is billed as, its SAC and its GST rate in
 * hundredths of a percent (5 % → 500). New lines take only the rates notified for services (5, 18
 * and 40 %, `notifiedRates`); one line is the default for reservations that name none.
 */
export const taxLines = pgTable(
  "tax_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    description: text("description").notNull(),
    sac: text("sac").notNull(),
    rate: integer("rate").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    position: integer("position").notNull().default(0),
    updatedBy: uuid("updated_by"),
    updatedByEmail: text("updated_by_email"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tax_lines_rate_check", sql`${t.rate} > 0 and ${t.rate} <= 10000`),
    check("tax_lines_sac_check", sql`${t.sac} ~ '^[0-9]{6}$'`),
    uniqueIndex("tax_lines_one_default_key").on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

/**
 * Which tax line a reservation's package is billed under (issue 27 item 1), kept off the
 * reservations table like the client's billing details; a reservation without a row uses the
 * default line.
 */
export const reservationTaxLines = pgTable("reservation_tax_lines", {
  reservationId: uuid("reservation_id")
    .primaryKey()
    .references(() => reservations.id, { onDelete: "cascade" }),
  taxLineId: uuid("tax_line_id")
    .notNull()
    .references(() => taxLines.id, { onDelete: "restrict" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    /** A TDS entry (issue 27 item 21): the Income-tax Act section the client deducted under. */
    tdsSection: text("tds_section"),
    createdBy: uuid("created_by"),
    createdByEmail: text("created_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payments_kind_check", sql`${t.kind} in ('payment', 'refund', 'tds')`),
    check("payments_amount_check", sql`${t.amount} > 0`),
    check(
      "payments_mode_check",
      sql`${t.mode} is null or ${t.mode} in ('cash', 'upi', 'card', 'bank-transfer', 'cheque')`,
    ),
    index("payments_reservation_idx").on(t.reservationId, t.createdAt),
    index("payments_paid_on_idx").on(t.paidOn),
  ],
);

/**
 * A TDS certificate (Form 16A) received for a TDS entry (issue 27 item 21): inserted once, never
 * changed, so the ledger stays insert-only; an entry without one is outstanding.
 */
export const tdsCertificates = pgTable("tds_certificates", {
  paymentId: uuid("payment_id")
    .primaryKey()
    .references(() => payments.id, { onDelete: "cascade" }),
  receivedOn: date("received_on", { mode: "string" }).notNull(),
  reference: text("reference").notNull().default(""),
  createdBy: uuid("created_by"),
  createdByEmail: text("created_by_email"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    /** The invoice a credit or debit note refers to. */
    refersTo: uuid("refers_to"),
    snapshot: jsonb("snapshot").notNull(),
    /** A quotation marked 'superseded' or 'declined' (issue 27 item 15); null while open. */
    state: text("state"),
    stateAt: timestamp("state_at", { withTimezone: true }),
    stateByEmail: text("state_by_email"),
    /** An invoice fully credited (issue 27 item 12): the reservation may be invoiced again. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdBy: uuid("created_by"),
    createdByEmail: text("created_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "billing_documents_series_check",
      sql`${t.series} in ('quotation', 'receipt', 'invoice', 'credit-note', 'debit-note', 'refund', 'liquor-bill')`,
    ),
    check(
      "billing_documents_state_check",
      sql`${t.state} is null or ${t.state} in ('superseded', 'declined')`,
    ),
    uniqueIndex("billing_documents_serial_key").on(t.series, t.financialYear, t.serial),
    uniqueIndex("billing_documents_number_key").on(t.number),
    uniqueIndex("billing_documents_open_invoice_key")
      .on(t.reservationId)
      .where(sql`${t.series} = 'invoice' and ${t.closedAt} is null`),
    uniqueIndex("billing_documents_one_liquor_bill_key")
      .on(t.reservationId)
      .where(sql`${t.series} = 'liquor-bill'`),
    uniqueIndex("billing_documents_one_receipt_key").on(t.paymentId).where(sql`${t.series} = 'receipt'`),
    uniqueIndex("billing_documents_one_refund_key").on(t.paymentId).where(sql`${t.series} = 'refund'`),
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

/**
 * Issue 32 item 6: a reservation's lines besides spec 5's per-plate package (the other meal type's
 * plates, hall rent, décor, sound/DJ, extra hours, counters, discounts), each with a quantity, a
 * rate (a discount's is negative: a negative taxable value before tax) and the tax line it is
 * billed under. Kept off the reservations table, like its tax line and billing details.
 */
export const reservationLines = pgTable(
  "reservation_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    rate: numeric("rate", { precision: 12, scale: 2 }).notNull(),
    taxLineId: uuid("tax_line_id")
      .notNull()
      .references(() => taxLines.id, { onDelete: "restrict" }),
    createdByEmail: text("created_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "reservation_lines_kind_check",
      sql`${t.kind} in ('plates', 'hall-rent', 'decor', 'sound', 'extra-hours', 'counter', 'discount', 'other')`,
    ),
    check("reservation_lines_quantity_check", sql`${t.quantity} > 0 and ${t.quantity} <= 100000`),
    check(
      "reservation_lines_rate_check",
      sql`(${t.kind} = 'discount' and ${t.rate} < 0) or (${t.kind} <> 'discount' and ${t.rate} > 0)`,
    ),
    check("reservation_lines_description_check", sql`length(${t.description}) between 1 and 120`),
    index("reservation_lines_reservation_idx").on(t.reservationId, t.position),
  ],
);

/** Issue 32 item 6: the admin's named bundles of lines ('Silver wedding package') a quotation starts from. */
export const linePackages = pgTable(
  "line_packages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The lines as `PackageLine[]` (kind, description, quantity, rate in paise, tax line id). */
    lines: jsonb("lines").notNull(),
    updatedByEmail: text("updated_by_email"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("line_packages_name_key").on(sql`lower(${t.name})`)],
);
