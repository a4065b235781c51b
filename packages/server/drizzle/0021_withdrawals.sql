CREATE TABLE "withdrawal_daily_totals" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	CONSTRAINT "withdrawal_daily_totals_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"fee" numeric(30, 8) NOT NULL,
	"arrival" numeric(30, 8) NOT NULL,
	"address" text NOT NULL,
	"pending_id" bigint,
	"day" date NOT NULL,
	"reviewed_by" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"tx_hash" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");