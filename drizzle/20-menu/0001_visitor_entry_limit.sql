CREATE TABLE "visitor_entry_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sender_key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visitor_entry_attempts_sender_at_idx" ON "visitor_entry_attempts" USING btree ("sender_key","at");--> statement-breakpoint
CREATE INDEX "visitor_entry_attempts_at_idx" ON "visitor_entry_attempts" USING btree ("at");