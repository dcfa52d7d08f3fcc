CREATE TABLE "client_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"sent_by_email" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_messages_reservation_idx" ON "client_messages" USING btree ("reservation_id","sent_at");