-- Issue 32 item 2: phones are stored in E.164 (+91 for a 10-digit Indian number), so a search finds a
-- number however it was typed. Existing reservations' client phones are rewritten by the same rule as
-- app/modules/phone/normalise.ts (normalisePhone); a phone that has no E.164 form is left as it was.
-- The function is only for this upgrade and is dropped at its end.
CREATE OR REPLACE FUNCTION phone_e164_upgrade(raw text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT
  AS $$
    WITH compact AS (
      SELECT regexp_replace(btrim(raw), '[[:space:]\u00a0().\u2010-\u2015-]', '', 'g') AS v
    ), national AS (
      SELECT CASE
        WHEN v !~ '^\+?[0-9]+$' THEN NULL
        WHEN v LIKE '+%' THEN substr(v, 2)
        WHEN v LIKE '00%' THEN substr(v, 3)
        WHEN length(v) = 10 AND v !~ '^0' THEN '91' || v
        WHEN length(v) = 11 AND v ~ '^0' THEN '91' || substr(v, 2)
        WHEN length(v) = 12 AND v LIKE '91%' THEN v
      END AS v FROM compact
    )
    SELECT CASE
      WHEN v IS NULL OR v ~ '^0' OR length(v) NOT BETWEEN 8 AND 15 OR (v LIKE '91%' AND length(v) <> 12) THEN NULL
      ELSE '+' || v
    END FROM national
  $$;
--> statement-breakpoint
UPDATE "reservations" SET "client_phone" = phone_e164_upgrade("client_phone")
  WHERE phone_e164_upgrade("client_phone") IS NOT NULL AND phone_e164_upgrade("client_phone") <> "client_phone";
--> statement-breakpoint
DROP FUNCTION phone_e164_upgrade(text);
