CREATE TABLE "menu_table_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue" text NOT NULL,
	"table_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_table_codes" ADD CONSTRAINT "menu_table_codes_table_id_menu_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."menu_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_table_codes_table" ON "menu_table_codes" USING btree ("table_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_table_codes_hash" ON "menu_table_codes" USING btree ("code_hash");