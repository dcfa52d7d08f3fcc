CREATE TABLE "client_final_details" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"guaranteed_guests" integer NOT NULL,
	"veg_guests" integer NOT NULL,
	"non_veg_guests" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_final_details_guests" CHECK ("client_final_details"."guaranteed_guests" between 1 and 100000),
	CONSTRAINT "client_final_details_split" CHECK ("client_final_details"."veg_guests" >= 0 and "client_final_details"."non_veg_guests" >= 0 and "client_final_details"."veg_guests" + "client_final_details"."non_veg_guests" = "client_final_details"."guaranteed_guests")
);
--> statement-breakpoint
ALTER TABLE "client_final_details" ADD CONSTRAINT "client_final_details_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;