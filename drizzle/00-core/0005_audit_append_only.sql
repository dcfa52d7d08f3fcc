-- Audit rows cannot be changed or deleted (issue 14 item 5): the database refuses any UPDATE,
-- DELETE or TRUNCATE of audit_log, whoever asks. Nothing in the product changes or deletes audit
-- rows (they are only inserted, by writeAudit); a future retention purge would need a migration
-- that says so.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows cannot be changed or deleted'
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
