CREATE TABLE "kyc_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"member_id" bigint NOT NULL,
	"file" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"real_name" text NOT NULL,
	"id_photo_id" bigint NOT NULL,
	"selfie_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_photos" ADD CONSTRAINT "kyc_photos_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_id_photo_id_kyc_photos_id_fk" FOREIGN KEY ("id_photo_id") REFERENCES "public"."kyc_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_selfie_id_kyc_photos_id_fk" FOREIGN KEY ("selfie_id") REFERENCES "public"."kyc_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_photos_ref_uq" ON "kyc_photos" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "kyc_photos_member_idx" ON "kyc_photos" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_requests_open_uq" ON "kyc_requests" USING btree ("member_id") WHERE status in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "kyc_requests_member_idx" ON "kyc_requests" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "kyc_requests_status_idx" ON "kyc_requests" USING btree ("status","id");