CREATE TABLE "site_pictures" (
	"slot" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"widths" integer[] NOT NULL,
	"alt" text,
	"uploaded_by_id" uuid,
	"uploaded_by_email" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
