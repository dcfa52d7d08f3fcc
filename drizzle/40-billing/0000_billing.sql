CREATE TABLE "billing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"payment_id" uuid,
	"refers_to" uuid,
	"snapshot" jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_documents_series_check" CHECK ("billing_documents"."series" in ('quotation', 'receipt', 'invoice', 'credit-note'))
);
--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text DEFAULT '' NOT NULL,
	"gstin" text NOT NULL,
	"address" text NOT NULL,
	"state_name" text NOT NULL,
	"state_code" text NOT NULL,
	"sac_code" text NOT NULL,
	"quotation_prefix" text NOT NULL,
	"receipt_prefix" text NOT NULL,
	"invoice_prefix" text NOT NULL,
	"credit_note_prefix" text NOT NULL,
	"bank_account_name" text DEFAULT '' NOT NULL,
	"bank_account_number" text DEFAULT '' NOT NULL,
	"bank_ifsc" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_by_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_settings_single_row" CHECK ("billing_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "client_billing_details" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"billing_name" text DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"state_name" text DEFAULT '' NOT NULL,
	"state_code" text DEFAULT '' NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"mode" text,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('payment', 'refund')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_mode_check" CHECK ("payments"."mode" is null or "payments"."mode" in ('cash', 'upi', 'card', 'bank-transfer', 'cheque'))
);
--> statement-breakpoint
ALTER TABLE "client_billing_details" ADD CONSTRAINT "client_billing_details_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_serial_key" ON "billing_documents" USING btree ("series","financial_year","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_number_key" ON "billing_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_one_invoice_key" ON "billing_documents" USING btree ("reservation_id") WHERE "billing_documents"."series" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_one_receipt_key" ON "billing_documents" USING btree ("payment_id") WHERE "billing_documents"."series" = 'receipt';--> statement-breakpoint
CREATE INDEX "billing_documents_reservation_idx" ON "billing_documents" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_documents_issued_on_idx" ON "billing_documents" USING btree ("series","issued_on");--> statement-breakpoint
CREATE INDEX "payments_reservation_idx" ON "payments" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_paid_on_idx" ON "payments" USING btree ("paid_on");