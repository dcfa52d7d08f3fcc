CREATE TABLE "deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_by_email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reservation_data" jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by" text,
	CONSTRAINT "deletion_requests_status_check" CHECK ("deletion_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hall" text DEFAULT 'luxe' NOT NULL,
	"event_name" text NOT NULL,
	"event_date" date NOT NULL,
	"event_start_time" time NOT NULL,
	"event_end_time" time NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"client_phone" text NOT NULL,
	"guest_count" integer NOT NULL,
	"per_person_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"gst_type" text DEFAULT 'percentage' NOT NULL,
	"gst_value" numeric(12, 2) DEFAULT '0' NOT NULL,
	"advance_amount_received" numeric(12, 2) DEFAULT '0' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"meal_type" text,
	"is_veg_meal" boolean DEFAULT false NOT NULL,
	"is_foc" boolean DEFAULT false NOT NULL,
	"with_alcohol" boolean DEFAULT false NOT NULL,
	"alcohol_mrp" numeric(12, 2) DEFAULT '0' NOT NULL,
	"alcohol_percentage_charges" numeric(7, 2) DEFAULT '0' NOT NULL,
	"total_event_amount_excluding_gst" numeric(16, 2),
	"gst_calculated_amount" numeric(16, 2),
	"total_amount_including_gst" numeric(16, 2),
	"total_amount" numeric(16, 2),
	"total_alcohol_amount" numeric(16, 2),
	"remaining_amount_due" numeric(16, 2),
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_by_email" text,
	"updated_at" timestamp with time zone,
	"soft_deleted_by" uuid,
	"soft_deleted_by_email" text,
	"soft_deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('confirmed', 'pending', 'cancelled', 'completed', 'soft-deleted')),
	CONSTRAINT "reservations_gst_type_check" CHECK ("reservations"."gst_type" in ('percentage', 'amount')),
	CONSTRAINT "reservations_guest_count_check" CHECK ("reservations"."guest_count" >= 1)
);
--> statement-breakpoint
CREATE INDEX "deletion_requests_status_idx" ON "deletion_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_one_pending_key" ON "deletion_requests" USING btree ("reservation_id") WHERE "deletion_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reservations_event_date_idx" ON "reservations" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "reservations_soft_deleted_at_idx" ON "reservations" USING btree ("soft_deleted_at") WHERE "reservations"."status" = 'soft-deleted';