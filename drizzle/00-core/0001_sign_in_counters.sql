CREATE TABLE "sign_in_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"next_turn_at" timestamp with time zone
);
