CREATE TABLE "billing_filing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"e_invoicing" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_by_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_filing_settings_single_row" CHECK ("billing_filing_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "e_invoice_registrations" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"irn" text NOT NULL,
	"ack_no" text NOT NULL,
	"ack_date" text NOT NULL,
	"signed_qr_code" text NOT NULL,
	"signed_invoice" text,
	"recorded_by" uuid,
	"recorded_by_email" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoice_registrations_irn_unique" UNIQUE("irn")
);
--> statement-breakpoint
CREATE TABLE "pdf_signing_certificates" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sealed" "bytea" NOT NULL,
	"subject" text NOT NULL,
	"issuer" text NOT NULL,
	"serial_number" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"fingerprint" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_email" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pdf_signing_certificates_single_row" CHECK ("pdf_signing_certificates"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "e_invoice_registrations" ADD CONSTRAINT "e_invoice_registrations_document_id_billing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."billing_documents"("id") ON DELETE cascade ON UPDATE no action;