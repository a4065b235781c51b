CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_published_at_ck" CHECK (not published or published_at is not null)
);
--> statement-breakpoint
CREATE TABLE "company_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"titles" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profile_single_ck" CHECK (id = 1)
);
--> statement-breakpoint
CREATE INDEX "announcements_feed_idx" ON "announcements" USING btree ("published","pinned","published_at","id");