CREATE TABLE "instalment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"channel" text NOT NULL,
	"outbox_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by_email" text,
	CONSTRAINT "instalment_reminders_kind" CHECK ("instalment_reminders"."kind" in ('before', 'due', 'manual')),
	CONSTRAINT "instalment_reminders_channel" CHECK ("instalment_reminders"."channel" in ('email', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "client_page_settings" ADD COLUMN "reminder_days_before" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "instalment_reminders" ADD CONSTRAINT "instalment_reminders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instalment_reminders_once_key" ON "instalment_reminders" USING btree ("reference","kind","due_on") WHERE "instalment_reminders"."kind" <> 'manual';--> statement-breakpoint
CREATE INDEX "instalment_reminders_reservation_idx" ON "instalment_reminders" USING btree ("reservation_id","sent_at");