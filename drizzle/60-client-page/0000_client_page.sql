CREATE TABLE "client_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_email" text,
	"revoked_at" timestamp with time zone,
	"revoked_by_email" text,
	CONSTRAINT "client_links_token_hash_check" CHECK ("client_links"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "client_page_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"lock_days" integer DEFAULT 7 NOT NULL,
	"schedule" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_email" text,
	CONSTRAINT "client_page_settings_one_row" CHECK ("client_page_settings"."id" = 1),
	CONSTRAINT "client_page_settings_lock_days" CHECK ("client_page_settings"."lock_days" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "payment_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"due_on" date NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_email" text,
	CONSTRAINT "payment_instalments_amount_check" CHECK ("payment_instalments"."amount" > 0),
	CONSTRAINT "payment_instalments_reference_check" CHECK ("payment_instalments"."reference" ~ '^[A-Z0-9]{8,35}$')
);
--> statement-breakpoint
CREATE TABLE "quotation_acceptances" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text NOT NULL,
	"browser" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	CONSTRAINT "quotation_acceptances_sha_check" CHECK ("quotation_acceptances"."pdf_sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "quotation_acceptances_name_check" CHECK (length(btrim("quotation_acceptances"."name")) between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "client_links" ADD CONSTRAINT "client_links_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instalments" ADD CONSTRAINT "payment_instalments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_links_token_hash_key" ON "client_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "client_links_one_live_key" ON "client_links" USING btree ("reservation_id") WHERE "client_links"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instalments_reference_key" ON "payment_instalments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instalments_position_key" ON "payment_instalments" USING btree ("reservation_id","position");--> statement-breakpoint
CREATE INDEX "quotation_acceptances_reservation_idx" ON "quotation_acceptances" USING btree ("reservation_id");