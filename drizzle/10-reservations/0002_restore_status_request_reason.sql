ALTER TABLE "deletion_requests" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "status_before_soft_delete" text;