-- No double booking (issue 3): two confirmed reservations of one hall never overlap in time.
-- An end time at or before the start runs past midnight into the next day.
-- Enforced by the database so that concurrent requests cannot both win.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reservation_slot(d date, s time, e time) RETURNS tsrange
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT tsrange(d + s, CASE WHEN e <= s THEN (d + 1) + e ELSE d + e END, '[)') $$;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_double_booking"
  EXCLUDE USING gist ("hall" WITH =, reservation_slot("event_date", "event_start_time", "event_end_time") WITH &&)
  WHERE ("status" = 'confirmed');
