ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_spice_level";--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_allergens";--> statement-breakpoint
ALTER TABLE "menu_items" ALTER COLUMN "allergens" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "menu_items" ALTER COLUMN "allergens" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_spice_level" CHECK ("menu_items"."spice_level" is null or "menu_items"."spice_level" in ('none', 'mild', 'medium', 'hot', 'andhra_hot'));--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_allergens" CHECK ("menu_items"."allergens" is null or "menu_items"."allergens" <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'tree_nuts', 'soy', 'milk', 'sesame', 'mustard', 'celery', 'sulphites']::text[]);