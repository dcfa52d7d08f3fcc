-- Issue 15: each existing reservation's advance becomes one payment entry of the same amount, so
-- advance received (payments − refunds) and every stored total stay exactly as they were. The mode
-- was never recorded (null: "Not recorded"); the date is the day the reservation was created, in IST.
INSERT INTO "payments" ("reservation_id", "kind", "amount", "paid_on", "mode", "note", "created_by", "created_by_email", "created_at")
SELECT "id", 'payment', "advance_amount_received",
       ("created_at" AT TIME ZONE 'Asia/Kolkata')::date, NULL,
       'Advance recorded on the reservation before the payments ledger', "created_by", "created_by_email", "created_at"
FROM "reservations"
WHERE "advance_amount_received" > 0;
