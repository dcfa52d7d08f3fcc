CREATE TABLE "customer_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue" text NOT NULL,
	"customer_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"num_guests" integer NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_entries_num_guests" CHECK ("customer_entries"."num_guests" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"main_category" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_categories_main_category" CHECK ("menu_categories"."main_category" in ('food', 'drinks'))
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"notes" text,
	"served_with" text,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text NOT NULL,
	"price_inr" numeric(12, 2) NOT NULL,
	"is_veg" boolean NOT NULL,
	"is_out_of_stock" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_price_nonnegative" CHECK ("menu_items"."price_inr" >= 0)
);
--> statement-breakpoint
CREATE TABLE "restaurant_info" (
	"venue" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"contact_order" text NOT NULL,
	"contact_enquiry" text NOT NULL,
	"opening_time" text NOT NULL,
	"cuisine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The unique index must exist before the foreign key that references it.
CREATE UNIQUE INDEX "menu_categories_venue_key" ON "menu_categories" USING btree ("venue","key");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_fk" FOREIGN KEY ("venue","category") REFERENCES "public"."menu_categories"("venue","key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_entries_venue_timestamp_idx" ON "customer_entries" USING btree ("venue","timestamp");--> statement-breakpoint
CREATE INDEX "menu_items_venue_category_idx" ON "menu_items" USING btree ("venue","category");--> statement-breakpoint
CREATE INDEX "menu_items_venue_name_idx" ON "menu_items" USING btree ("venue","name");