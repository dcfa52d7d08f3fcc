CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"bank" text NOT NULL,
	"row_number" integer NOT NULL,
	"booked_on" date NOT NULL,
	"narration" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"bank_reference" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" uuid,
	"reservation_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by_email" text,
	"matched_at" timestamp with time zone,
	"matched_by_email" text,
	CONSTRAINT "bank_statement_lines_amount_check" CHECK ("bank_statement_lines"."amount" > 0),
	CONSTRAINT "bank_statement_lines_reference_check" CHECK (length(btrim("bank_statement_lines"."bank_reference")) > 0),
	CONSTRAINT "bank_statement_lines_status_check" CHECK (("bank_statement_lines"."status" = 'open' and "bank_statement_lines"."payment_id" is null) or ("bank_statement_lines"."status" = 'matched' and "bank_statement_lines"."payment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "bank_statement_mappings" (
	"bank" text PRIMARY KEY NOT NULL,
	"date_column" text NOT NULL,
	"narration_column" text NOT NULL,
	"credit_column" text NOT NULL,
	"reference_column" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_email" text
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_reference_key" ON "bank_statement_lines" USING btree ("bank","bank_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_payment_key" ON "bank_statement_lines" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_status_idx" ON "bank_statement_lines" USING btree ("status","booked_on");