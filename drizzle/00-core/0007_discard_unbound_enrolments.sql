-- Issue 28 item 2: a pending enrolment (a secret not yet confirmed) now belongs to the session that
-- started it. Those made before belong to none and could have been started by anyone who held a
-- session of the account: they are discarded (the next visit to the set-up page makes a new one).
-- Enabled second factors are kept as they are.
DELETE FROM "totp_credentials" WHERE "enabled_at" IS NULL;
