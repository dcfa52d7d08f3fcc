CREATE TABLE "staff_visits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_expired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reservations_hold_until_idx" ON "reservations" USING btree ("hold_until") WHERE "reservations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reservations_hold_expired_at_idx" ON "reservations" USING btree ("hold_expired_at") WHERE "reservations"."hold_expired_at" is not null;--> statement-breakpoint
-- Pending reservations of events still ahead held the date forever: they get the default 72-hour
-- hold from this upgrade, never past the event's start (IST). Past ones are history: left alone.
UPDATE "reservations"
  SET "hold_until" = least(now() + interval '72 hours', ("event_date" + "event_start_time") AT TIME ZONE 'Asia/Kolkata')
  WHERE "status" = 'pending' AND "event_date" >= (now() AT TIME ZONE 'Asia/Kolkata')::date;
