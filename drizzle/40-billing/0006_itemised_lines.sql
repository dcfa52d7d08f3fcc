CREATE TABLE "line_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_by_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"tax_line_id" uuid NOT NULL,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_lines_kind_check" CHECK ("reservation_lines"."kind" in ('plates', 'hall-rent', 'decor', 'sound', 'extra-hours', 'counter', 'discount', 'other')),
	CONSTRAINT "reservation_lines_quantity_check" CHECK ("reservation_lines"."quantity" > 0 and "reservation_lines"."quantity" <= 100000),
	CONSTRAINT "reservation_lines_rate_check" CHECK (("reservation_lines"."kind" = 'discount' and "reservation_lines"."rate" < 0) or ("reservation_lines"."kind" <> 'discount' and "reservation_lines"."rate" > 0)),
	CONSTRAINT "reservation_lines_description_check" CHECK (length("reservation_lines"."description") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_tax_line_id_tax_lines_id_fk" FOREIGN KEY ("tax_line_id") REFERENCES "public"."tax_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_packages_name_key" ON "line_packages" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "reservation_lines_reservation_idx" ON "reservation_lines" USING btree ("reservation_id","position");