CREATE TABLE "bank_statement_undone_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"reservation_id" uuid,
	"payment_id" uuid NOT NULL,
	"refund_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"undone_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by_email" text,
	CONSTRAINT "bank_statement_undone_matches_reason_check" CHECK (length(btrim("bank_statement_undone_matches"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" DROP CONSTRAINT "bank_statement_lines_status_check";--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "dismissed_reason" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "dismissed_by_email" text;--> statement-breakpoint
ALTER TABLE "bank_statement_undone_matches" ADD CONSTRAINT "bank_statement_undone_matches_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_undone_matches" ADD CONSTRAINT "bank_statement_undone_matches_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_undone_matches_payment_key" ON "bank_statement_undone_matches" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_undone_matches_refund_key" ON "bank_statement_undone_matches" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "bank_statement_undone_matches_line_idx" ON "bank_statement_undone_matches" USING btree ("line_id","undone_at");--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_status_check" CHECK (("bank_statement_lines"."status" = 'open' and "bank_statement_lines"."payment_id" is null) or ("bank_statement_lines"."status" = 'matched' and "bank_statement_lines"."payment_id" is not null) or ("bank_statement_lines"."status" = 'dismissed' and "bank_statement_lines"."payment_id" is null and "bank_statement_lines"."dismissed_reason" is not null and length(btrim("bank_statement_lines"."dismissed_reason")) > 0));