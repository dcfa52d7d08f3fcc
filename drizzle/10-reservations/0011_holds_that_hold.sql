CREATE TABLE "reservation_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"turnaround_minutes" integer DEFAULT 60 NOT NULL,
	"updated_by_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_settings_single_row" CHECK ("reservation_settings"."id" = 1),
	CONSTRAINT "reservation_settings_turnaround_check" CHECK ("reservation_settings"."turnaround_minutes" between 0 and 720)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_released_by_email" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_release_reason" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_released_for" uuid;