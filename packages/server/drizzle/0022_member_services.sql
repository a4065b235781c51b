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
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replied_at" timestamp with time zone,
	"reply_read_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"product_name" text NOT NULL,
	"pay_method" text NOT NULL,
	"id_card" text NOT NULL,
	"address" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_branch" text NOT NULL,
	"bank_account" text NOT NULL,
	"account_name" text NOT NULL,
	"id_front_id" bigint NOT NULL,
	"id_back_id" bigint NOT NULL,
	"bank_card_id" bigint NOT NULL,
	"personal_photo_id" bigint NOT NULL,
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
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_id_front_id_kyc_photos_id_fk" FOREIGN KEY ("id_front_id") REFERENCES "public"."kyc_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_id_back_id_kyc_photos_id_fk" FOREIGN KEY ("id_back_id") REFERENCES "public"."kyc_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_bank_card_id_kyc_photos_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."kyc_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_personal_photo_id_kyc_photos_id_fk" FOREIGN KEY ("personal_photo_id") REFERENCES "public"."kyc_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_photos_ref_uq" ON "kyc_photos" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "kyc_photos_member_idx" ON "kyc_photos" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_requests_open_uq" ON "kyc_requests" USING btree ("member_id") WHERE status in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "kyc_requests_member_idx" ON "kyc_requests" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "kyc_requests_status_idx" ON "kyc_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "feedback_unread_idx" ON "feedback" USING btree ("member_id") WHERE status = 'replied' and reply_read_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_same_pending_uq" ON "feedback" USING btree ("member_id",md5("title" || chr(10) || "content")) WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "applications_pending_uq" ON "applications" USING btree ("member_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "applications_member_idx" ON "applications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","id");