CREATE TABLE "network_team_counts" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"left_count" integer DEFAULT 0 NOT NULL,
	"right_count" integer DEFAULT 0 NOT NULL,
	"left_new" integer DEFAULT 0 NOT NULL,
	"right_new" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "network_nodes" ADD COLUMN "placed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "network_team_counts" ADD CONSTRAINT "network_team_counts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Members placed before this migration took their place when they joined.
UPDATE "network_nodes" n SET "placed_at" = m."join_time" FROM "members" m WHERE m."id" = n."member_id";
