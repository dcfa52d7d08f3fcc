CREATE TABLE "customer_entry_counts" (
	"venue" text NOT NULL,
	"day" date NOT NULL,
	"hour" integer NOT NULL,
	"table_id" uuid,
	"entries" integer NOT NULL,
	"guests" integer NOT NULL,
	CONSTRAINT "customer_entry_counts_hour" CHECK ("customer_entry_counts"."hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "customer_entry_counts" ADD CONSTRAINT "customer_entry_counts_table_id_menu_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."menu_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_entry_counts_key" ON "customer_entry_counts" USING btree ("venue","day","hour",coalesce("table_id", '00000000-0000-0000-0000-000000000000'::uuid));