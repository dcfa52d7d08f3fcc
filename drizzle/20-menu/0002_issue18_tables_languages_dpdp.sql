CREATE TABLE "guest_data_retention_runs" (
	"venue" text NOT NULL,
	"day" date NOT NULL,
	"deleted" integer,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_settings" (
	"venue" text PRIMARY KEY NOT NULL,
	"retention_days" integer DEFAULT 180 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_settings_retention_days" CHECK ("menu_settings"."retention_days" between 1 and 1095)
);
--> statement-breakpoint
CREATE TABLE "menu_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_tables_name_length" CHECK (char_length("menu_tables"."name") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "customer_entries" ADD COLUMN "table_id" uuid;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "label_te" text;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "label_kn" text;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "label_hi" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "name_te" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "description_te" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "name_kn" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "description_kn" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "spice_level" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "is_chefs_special" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "served_from" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "served_until" text;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_data_retention_runs_pk" ON "guest_data_retention_runs" USING btree ("venue","day");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_tables_venue_name_live" ON "menu_tables" USING btree ("venue",lower("name")) WHERE "menu_tables"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "customer_entries" ADD CONSTRAINT "customer_entries_table_id_menu_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."menu_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_entries_venue_phone_idx" ON "customer_entries" USING btree ("venue","phone_number");--> statement-breakpoint
CREATE INDEX "customer_entries_table_idx" ON "customer_entries" USING btree ("table_id");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_spice_level" CHECK ("menu_items"."spice_level" is null or "menu_items"."spice_level" in ('mild', 'medium', 'hot', 'andhra_hot'));--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_allergens" CHECK ("menu_items"."allergens" <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'tree_nuts', 'soy', 'milk', 'sesame', 'mustard', 'celery', 'sulphites']::text[]);--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_serving_hours" CHECK (("menu_items"."served_from" is null and "menu_items"."served_until" is null) or ("menu_items"."served_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "menu_items"."served_until" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "menu_items"."served_from" <> "menu_items"."served_until"));