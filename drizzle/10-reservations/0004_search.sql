-- Find any booking (issue 16): partial, case- and accent-insensitive search over the event name and
-- the client's name, e-mail and phone (also as bare digits), served by a trigram index.
-- The functions are IMMUTABLE so an index can use them; unaccent is called with its dictionary
-- named, which is what makes that true (the one-argument form reads the search_path).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reservation_search_norm(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, t)) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reservation_search_text(event_name text, client_name text, client_email text, client_phone text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.reservation_search_norm(
    event_name || ' ' || client_name || ' ' || client_email || ' ' || client_phone || ' '
    || regexp_replace(client_phone, '[^0-9]', '', 'g')) $$;
--> statement-breakpoint
CREATE INDEX "reservations_search_idx" ON "reservations"
  USING gin (public.reservation_search_text("event_name", "client_name", "client_email", "client_phone") gin_trgm_ops);
