ALTER TABLE "menu_categories" ADD COLUMN "needs_review" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "notes_te" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "notes_kn" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "notes_hi" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "served_with_te" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "served_with_kn" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "served_with_hi" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "needs_review" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "name_te" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "name_kn" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "description_te" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "description_kn" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "cuisine_te" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "cuisine_kn" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "cuisine_hi" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "opening_time_te" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "opening_time_kn" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "opening_time_hi" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "needs_review" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_needs_review" CHECK ("menu_categories"."needs_review" <@ array['te', 'kn', 'hi']::text[]);--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_needs_review" CHECK ("menu_items"."needs_review" <@ array['te', 'kn', 'hi']::text[]);