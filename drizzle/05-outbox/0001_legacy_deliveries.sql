-- The two earlier outboxes (enquiry_deliveries, 30-site; document_deliveries, 40-billing) move into
-- outbox_messages, every row with its status, attempts, last error and times: pending rows are sent by
-- the one runner, sent and failed ones stay visible on the enquiry and the document. Bodies are composed
-- exactly as queueForwarding and sendDocument compose them; a document's PDF is rendered when sent.
-- The old tables are left as they are (no longer read or written). On a new database this folder runs
-- before 30-site and 40-billing create them, so there is nothing to move.
DO $$
BEGIN
  IF to_regclass('public.enquiry_deliveries') IS NOT NULL THEN
    INSERT INTO outbox_messages (kind, ref_id, channel, "to", from_name, reply_to, headers, subject, text, payload,
                                 status, attempts, next_attempt_at, last_error, sent_at, created_at)
    SELECT 'enquiry', e.id::text, d.channel, NULL,
           CASE WHEN d.channel = 'email' THEN 'Eden website' END,
           CASE WHEN d.channel = 'email' THEN jsonb_build_object('name', e.name, 'address', e.email) END,
           CASE WHEN d.channel = 'email' THEN jsonb_build_object('X-Enquiry-Id', e.id::text) END,
           CASE WHEN d.channel = 'email'
                THEN 'Website enquiry from ' || e.name || CASE WHEN e.subject <> '' THEN ': ' || e.subject ELSE '' END
                ELSE '' END,
           CASE WHEN d.channel = 'email'
                THEN 'Name: ' || e.name || E'\n' || 'Email: ' || e.email || E'\n' || 'Phone: ' || e.phone || E'\n'
                     || 'Subject: ' || coalesce(nullif(e.subject, ''), '(none)') || E'\n'
                     || 'Received: ' || to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
                     || E'\n\n' || e.message
                ELSE '' END,
           CASE WHEN d.channel <> 'email'
                THEN jsonb_build_object('name', e.name, 'email', e.email, 'phone', e.phone, 'subject', e.subject,
                                        'message', e.message) END,
           d.status, d.attempts, d.next_attempt_at, d.last_error, d.sent_at, d.created_at
      FROM enquiry_deliveries d
      JOIN enquiries e ON e.id = d.enquiry_id
     ORDER BY d.id;
  END IF;
  IF to_regclass('public.document_deliveries') IS NOT NULL THEN
    INSERT INTO outbox_messages (kind, ref_id, channel, "to", subject, text, status, attempts, next_attempt_at,
                                 last_error, sent_at, created_at)
    SELECT 'billing-document', d.document_id::text, 'email', d."to",
           (b.snapshot->>'title') || ' ' || (b.snapshot->>'number') || ' from '
             || coalesce(nullif(b.snapshot->'supplier'->>'tradeName', ''), b.snapshot->'supplier'->>'name'),
           'Dear ' || (b.snapshot->'recipient'->>'name') || E',\n\nPlease find attached '
             || lower(b.snapshot->>'title') || ' ' || (b.snapshot->>'number') || ' for "'
             || (b.snapshot->'event'->>'name') || E'".\n\n'
             || coalesce(nullif(b.snapshot->'supplier'->>'tradeName', ''), b.snapshot->'supplier'->>'name'),
           d.status, d.attempts, d.next_attempt_at, d.last_error, d.sent_at, d.created_at
      FROM document_deliveries d
      JOIN billing_documents b ON b.id = d.document_id
     ORDER BY d.created_at, d.id;
  END IF;
END $$;
