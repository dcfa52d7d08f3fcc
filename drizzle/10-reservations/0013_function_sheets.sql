CREATE TABLE "function_sheets" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"veg_covers" integer,
	"non_veg_covers" integer,
	"guaranteed_covers" integer,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vendors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kitchen_notes" text DEFAULT '' NOT NULL,
	"service_notes" text DEFAULT '' NOT NULL,
	"updated_by_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "function_sheets_covers_check" CHECK (coalesce("function_sheets"."veg_covers", 0) >= 0 and coalesce("function_sheets"."non_veg_covers", 0) >= 0 and coalesce("function_sheets"."guaranteed_covers", 1) >= 1)
);
--> statement-breakpoint
ALTER TABLE "function_sheets" ADD CONSTRAINT "function_sheets_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;