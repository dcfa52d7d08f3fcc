-- Issue 27 items 3 and 16, issue 32 item 3 (docs/billing.md "One balance").
-- 1. An advance stored on a reservation with no ledger entry at all (the demo seed wrote them after
--    0001 had run) becomes one payment entry of the same amount, as 0001 did for older rows.
INSERT INTO "payments" ("reservation_id", "kind", "amount", "paid_on", "mode", "note", "created_by", "created_by_email", "created_at")
SELECT r."id", 'payment', r."advance_amount_received",
       (r."created_at" AT TIME ZONE 'Asia/Kolkata')::date, NULL,
       'Advance recorded on the reservation without a ledger entry', r."created_by", r."created_by_email", r."created_at"
FROM "reservations" r
WHERE r."advance_amount_received" > 0
  AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p."reservation_id" = r."id");
--> statement-breakpoint
-- 2. Spec 5's GST at a percentage is now charged as documents charge it: half the rate rounded
--    half-up to the paisa (PostgreSQL's round(numeric, 2) rounds halves away from zero), doubled.
--    Only rows whose stored totals add up (total = taxable + GST) and that have no tax invoice yet
--    (an invoiced reservation already holds its invoice's tax, which is the same rule).
UPDATE "reservations" r
SET "gst_calculated_amount" = round(r."total_event_amount_excluding_gst" * r."gst_value" / 200, 2) * 2,
    "total_amount_including_gst" = r."total_event_amount_excluding_gst"
      + round(r."total_event_amount_excluding_gst" * r."gst_value" / 200, 2) * 2
WHERE r."gst_type" = 'percentage'
  AND r."total_amount_including_gst" = r."total_event_amount_excluding_gst" + r."gst_calculated_amount"
  AND r."gst_calculated_amount" <> round(r."total_event_amount_excluding_gst" * r."gst_value" / 200, 2) * 2
  AND NOT EXISTS (
    SELECT 1 FROM "billing_documents" d WHERE d."reservation_id" = r."id" AND d."series" = 'invoice'
  );
--> statement-breakpoint
-- 3. The stored advance and remaining due are the one balance's: advance = payments − refunds;
--    remaining = what the event is charged (its invoices less credit notes once invoiced, else the
--    booking's total; nothing for an NC event or a cancelled booking) less the advance, never below 0.
UPDATE "reservations" r
SET "advance_amount_received" = b."received",
    "remaining_amount_due" = greatest(0, b."charged" - b."received")
FROM (
  SELECT x."id",
         coalesce((SELECT sum(CASE WHEN p."kind" = 'payment' THEN p."amount" ELSE -p."amount" END)
                   FROM "payments" p WHERE p."reservation_id" = x."id"), 0) AS "received",
         CASE
           WHEN EXISTS (SELECT 1 FROM "billing_documents" d WHERE d."reservation_id" = x."id" AND d."series" = 'invoice')
             THEN coalesce((SELECT sum(CASE WHEN d."series" = 'credit-note' THEN -d."amount" ELSE d."amount" END)
                            FROM "billing_documents" d
                            WHERE d."reservation_id" = x."id" AND d."series" IN ('invoice', 'credit-note')), 0)
           WHEN x."is_foc" OR x."status" = 'cancelled' THEN 0
           ELSE coalesce(x."total_amount_including_gst", x."total_amount", 0)
         END AS "charged"
  FROM "reservations" x
) b
WHERE b."id" = r."id"
  AND (r."advance_amount_received" IS DISTINCT FROM b."received"
       OR r."remaining_amount_due" IS DISTINCT FROM greatest(0, b."charged" - b."received"));
