CREATE TABLE "state_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lifecycle" text NOT NULL,
	"subject_id" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
-- An unpublished announcement that has a publish time was published once and then withdrawn.
UPDATE "announcements" SET "status" = CASE WHEN "published" THEN 'published' WHEN "published_at" IS NOT NULL THEN 'withdrawn' ELSE 'draft' END;--> statement-breakpoint
CREATE INDEX "state_events_subject_idx" ON "state_events" USING btree ("lifecycle","subject_id","id");--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_status_ck" CHECK (published = (status = 'published'));