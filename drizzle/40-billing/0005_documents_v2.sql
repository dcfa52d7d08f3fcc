CREATE TABLE "tds_certificates" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"received_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_documents" DROP CONSTRAINT "billing_documents_series_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_check";--> statement-breakpoint
DROP INDEX "billing_documents_one_invoice_key";--> statement-breakpoint
ALTER TABLE "billing_documents" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD COLUMN "state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD COLUMN "state_by_email" text;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "debit_note_prefix" text DEFAULT 'DN' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "refund_prefix" text DEFAULT 'RF' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "liquor_prefix" text DEFAULT 'LQ' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tds_section" text;--> statement-breakpoint
ALTER TABLE "tds_certificates" ADD CONSTRAINT "tds_certificates_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_open_invoice_key" ON "billing_documents" USING btree ("reservation_id") WHERE "billing_documents"."series" = 'invoice' and "billing_documents"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_one_liquor_bill_key" ON "billing_documents" USING btree ("reservation_id") WHERE "billing_documents"."series" = 'liquor-bill';--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_one_refund_key" ON "billing_documents" USING btree ("payment_id") WHERE "billing_documents"."series" = 'refund';--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_state_check" CHECK ("billing_documents"."state" is null or "billing_documents"."state" in ('superseded', 'declined'));--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_series_check" CHECK ("billing_documents"."series" in ('quotation', 'receipt', 'invoice', 'credit-note', 'debit-note', 'refund', 'liquor-bill'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('payment', 'refund', 'tds'));--> statement-breakpoint
-- The new series' prefixes must differ from those a hall already chose (numbers are unique).
UPDATE "billing_settings" s SET
  "debit_note_prefix" = CASE WHEN 'DN' IN (s."quotation_prefix", s."receipt_prefix", s."invoice_prefix", s."credit_note_prefix") THEN 'DBN' ELSE 'DN' END,
  "refund_prefix" = CASE WHEN 'RF' IN (s."quotation_prefix", s."receipt_prefix", s."invoice_prefix", s."credit_note_prefix") THEN 'RFV' ELSE 'RF' END,
  "liquor_prefix" = CASE WHEN 'LQ' IN (s."quotation_prefix", s."receipt_prefix", s."invoice_prefix", s."credit_note_prefix") THEN 'LQB' ELSE 'LQ' END;
--> statement-breakpoint
-- An invoice whose credit notes already took its whole taxable value is closed: the reservation
-- may be invoiced again (issue 27 item 12).
UPDATE "billing_documents" i SET "closed_at" = now()
WHERE i."series" = 'invoice'
  AND (SELECT coalesce(sum((c."snapshot"->>'taxable')::bigint), 0) FROM "billing_documents" c
       WHERE c."series" = 'credit-note' AND c."refers_to" = i."id") >= (i."snapshot"->>'taxable')::bigint;
