CREATE TABLE "captcha_uses" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"sender_key" text NOT NULL,
	"captcha" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"handled_by_id" uuid,
	"handled_by_email" text
);
--> statement-breakpoint
CREATE TABLE "enquiry_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiry_deliveries" ADD CONSTRAINT "enquiry_deliveries_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_sender_key_created_at_idx" ON "enquiries" USING btree ("sender_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_deliveries_enquiry_channel_key" ON "enquiry_deliveries" USING btree ("enquiry_id","channel");--> statement-breakpoint
CREATE INDEX "enquiry_deliveries_due_idx" ON "enquiry_deliveries" USING btree ("status","next_attempt_at");