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
ALTER TABLE "applications" ADD CONSTRAINT "applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_id_front_id_kyc_photos_id_fk" FOREIGN KEY ("id_front_id") REFERENCES "public"."kyc_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_id_back_id_kyc_photos_id_fk" FOREIGN KEY ("id_back_id") REFERENCES "public"."kyc_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_bank_card_id_kyc_photos_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."kyc_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_personal_photo_id_kyc_photos_id_fk" FOREIGN KEY ("personal_photo_id") REFERENCES "public"."kyc_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_pending_uq" ON "applications" USING btree ("member_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "applications_member_idx" ON "applications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","id");