CREATE TABLE "enquiry_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"body" text NOT NULL,
	"by_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_status_check";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "source" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "event_date" date;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "guests" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "time_of_day" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_notes_enquiry_idx" ON "enquiry_notes" USING btree ("enquiry_id","at");--> statement-breakpoint
CREATE INDEX "enquiries_follow_up_idx" ON "enquiries" USING btree ("follow_up_on") WHERE "enquiries"."follow_up_on" is not null;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_source_check" CHECK ("enquiries"."source" in ('contact', 'luxe'));--> statement-breakpoint
-- Issue 32 item 10: one status flow, New → Contacted → Quoted → Won / Lost. Issue 16's Converted (a
-- reservation was made from it) is Won; its Closed is Lost, with the reason unknown (null): it was never asked.
UPDATE "enquiries" SET "status" = 'won' WHERE "status" = 'converted';--> statement-breakpoint
UPDATE "enquiries" SET "status" = 'lost' WHERE "status" = 'closed';--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_status_check" CHECK ("enquiries"."status" in ('new', 'contacted', 'quoted', 'won', 'lost'));