CREATE TABLE "table_booking_areas" (
	"area" text PRIMARY KEY NOT NULL,
	"covers" integer NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	"bookable" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_booking_areas_area" CHECK ("table_booking_areas"."area" in ('indoor', 'garden')),
	CONSTRAINT "table_booking_areas_covers" CHECK ("table_booking_areas"."covers" between 0 and 1000),
	CONSTRAINT "table_booking_areas_hours" CHECK ("table_booking_areas"."opens" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "table_booking_areas"."closes" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$' and "table_booking_areas"."opens" < "table_booking_areas"."closes")
);
--> statement-breakpoint
CREATE TABLE "table_booking_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area" text,
	"day" date NOT NULL,
	"from_time" text,
	"until_time" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_email" text,
	CONSTRAINT "table_booking_blocks_area" CHECK ("table_booking_blocks"."area" is null or "table_booking_blocks"."area" in ('indoor', 'garden')),
	CONSTRAINT "table_booking_blocks_hours" CHECK (("table_booking_blocks"."from_time" is null and "table_booking_blocks"."until_time" is null) or ("table_booking_blocks"."from_time" < "table_booking_blocks"."until_time"))
);
--> statement-breakpoint
CREATE TABLE "table_booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"booking_minutes" integer DEFAULT 90 NOT NULL,
	"window_days" integer DEFAULT 60 NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_email" text,
	CONSTRAINT "table_booking_settings_one_row" CHECK ("table_booking_settings"."id" = 1),
	CONSTRAINT "table_booking_settings_slot" CHECK ("table_booking_settings"."slot_minutes" in (15, 30, 60)),
	CONSTRAINT "table_booking_settings_length" CHECK ("table_booking_settings"."booking_minutes" between 30 and 240 and "table_booking_settings"."booking_minutes" % 15 = 0),
	CONSTRAINT "table_booking_settings_window" CHECK ("table_booking_settings"."window_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "table_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"area" text NOT NULL,
	"day" date NOT NULL,
	"time" text NOT NULL,
	"minutes" integer NOT NULL,
	"party" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"phone_key" text NOT NULL,
	"email" text,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"walk_in" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"token_hash" text,
	"sender_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" text,
	CONSTRAINT "table_bookings_area" CHECK ("table_bookings"."area" in ('indoor', 'garden')),
	CONSTRAINT "table_bookings_status" CHECK ("table_bookings"."status" in ('booked', 'seated', 'no_show', 'cancelled')),
	CONSTRAINT "table_bookings_party" CHECK ("table_bookings"."party" between 1 and 100),
	CONSTRAINT "table_bookings_minutes" CHECK ("table_bookings"."minutes" between 15 and 240 and "table_bookings"."minutes" % 15 = 0),
	CONSTRAINT "table_bookings_time" CHECK ("table_bookings"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "table_service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_id" uuid NOT NULL,
	"entry_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_email" text,
	CONSTRAINT "table_service_requests_kind" CHECK ("table_service_requests"."kind" in ('waiter', 'bill')),
	CONSTRAINT "table_service_requests_status" CHECK ("table_service_requests"."status" in ('open', 'done'))
);
--> statement-breakpoint
CREATE TABLE "table_slot_loads" (
	"area" text NOT NULL,
	"day" date NOT NULL,
	"tick" integer NOT NULL,
	"covers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "table_slot_loads_area_day_tick_pk" PRIMARY KEY("area","day","tick"),
	CONSTRAINT "table_slot_loads_covers" CHECK ("table_slot_loads"."covers" >= 0),
	CONSTRAINT "table_slot_loads_tick" CHECK ("table_slot_loads"."tick" between 0 and 1439 and "table_slot_loads"."tick" % 15 = 0)
);
--> statement-breakpoint
ALTER TABLE "table_service_requests" ADD CONSTRAINT "table_service_requests_table_id_menu_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."menu_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_service_requests" ADD CONSTRAINT "table_service_requests_entry_id_customer_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."customer_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_booking_blocks_day_idx" ON "table_booking_blocks" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "table_bookings_code_key" ON "table_bookings" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "table_bookings_token_key" ON "table_bookings" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "table_bookings_day_area_idx" ON "table_bookings" USING btree ("day","area");--> statement-breakpoint
CREATE INDEX "table_bookings_phone_key_idx" ON "table_bookings" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "table_bookings_sender_created_idx" ON "table_bookings" USING btree ("sender_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "table_service_requests_open_key" ON "table_service_requests" USING btree ("table_id","kind") WHERE "table_service_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "table_service_requests_table_created_idx" ON "table_service_requests" USING btree ("table_id","created_at");--> statement-breakpoint
CREATE INDEX "table_service_requests_status_idx" ON "table_service_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "table_service_requests_entry_idx" ON "table_service_requests" USING btree ("entry_id");