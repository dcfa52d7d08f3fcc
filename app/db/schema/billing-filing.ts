import { sql } from "drizzle-orm";
import { boolean, check, customType, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { billingDocuments } from "./billing";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * Issue 27 items 18 and 23 (docs/billing.md, "E-invoicing" and "Copies and digital signature"):
 * kept apart from the billing tables (drizzle/45-billing-filing), so an issued document's row and
 * snapshot are never touched by them.
 */

/** The hall's filing settings: one row (id 1), absent until an administrator saves one (e-invoicing off). */
export const billingFilingSettings = pgTable(
  "billing_filing_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** Aggregate turnover above ₹5 crore: e-invoicing applies (CGST rule 48(4), notification 13/2020-CT as amended by 10/2023-CT). */
    eInvoicing: boolean("e_invoicing").notNull().default(false),
    updatedBy: uuid("updated_by"),
    updatedByEmail: text("updated_by_email"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("billing_filing_settings_single_row", sql`${t.id} = 1`)],
);

/**
 * The IRP's answer for one document (an invoice, credit note or debit note to a registered
 * recipient): recorded once, never changed. The document's own row and snapshot stay as issued.
 */
export const eInvoiceRegistrations = pgTable("e_invoice_registrations", {
  documentId: uuid("document_id")
    .primaryKey()
    .references(() => billingDocuments.id, { onDelete: "cascade" }),
  /** 64 hexadecimal characters, lower case. */
  irn: text("irn").notNull().unique(),
  ackNo: text("ack_no").notNull(),
  /** As the IRP writes it (Indian time): 'yyyy-MM-dd HH:mm:ss'. */
  ackDate: text("ack_date").notNull(),
  /** The IRP's signed QR code (a JWT); printed as a QR code. */
  signedQrCode: text("signed_qr_code").notNull(),
  /** The IRP's signed invoice (a JWT), when the answer carried it. */
  signedInvoice: text("signed_invoice"),
  recordedBy: uuid("recorded_by"),
  recordedByEmail: text("recorded_by_email"),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The certificate that signs every PDF (one row, id 1). The PKCS#12 file and its password are kept
 * only encrypted (AES-256-GCM, key derived from the server's session secret); the rest is what the
 * settings screen shows.
 */
export const pdfSigningCertificates = pgTable(
  "pdf_signing_certificates",
  {
    id: integer("id").primaryKey().default(1),
    /** iv (12 bytes) ‖ tag (16 bytes) ‖ ciphertext of { p12, password }. */
    sealed: bytea("sealed").notNull(),
    subject: text("subject").notNull(),
    issuer: text("issuer").notNull(),
    serialNumber: text("serial_number").notNull(),
    notBefore: timestamp("not_before", { withTimezone: true }).notNull(),
    notAfter: timestamp("not_after", { withTimezone: true }).notNull(),
    /** SHA-256 of the certificate (DER), hexadecimal. */
    fingerprint: text("fingerprint").notNull(),
    uploadedBy: uuid("uploaded_by"),
    uploadedByEmail: text("uploaded_by_email"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("pdf_signing_certificates_single_row", sql`${t.id} = 1`)],
);
