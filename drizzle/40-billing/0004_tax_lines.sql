CREATE TABLE "reservation_tax_lines" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"tax_line_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"sac" text NOT NULL,
	"rate" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_by_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_lines_rate_check" CHECK ("tax_lines"."rate" > 0 and "tax_lines"."rate" <= 10000),
	CONSTRAINT "tax_lines_sac_check" CHECK ("tax_lines"."sac" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "reservation_tax_lines" ADD CONSTRAINT "reservation_tax_lines_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tax_lines" ADD CONSTRAINT "reservation_tax_lines_tax_line_id_tax_lines_id_fk" FOREIGN KEY ("tax_line_id") REFERENCES "public"."tax_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_lines_one_default_key" ON "tax_lines" USING btree ("is_default") WHERE "tax_lines"."is_default";--> statement-breakpoint
-- Issue 27 item 1: the two lines every hall starts with (docs/billing.md "Tax lines"). Hall hire is
-- the default line: spec 9's default GST (18 %) is its rate, so a reservation made with the spec's
-- defaults can be billed; which line applies is for the hall's chartered accountant.
INSERT INTO "tax_lines" ("description", "sac", "rate", "is_default", "position") VALUES
  ('Catering services at functions', '996334', 500, false, 1),
  ('Hall hire', '997212', 1800, true, 2);
