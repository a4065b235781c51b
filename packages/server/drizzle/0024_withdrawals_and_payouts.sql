CREATE TABLE "payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"units" text NOT NULL,
	"nonce" bigint NOT NULL,
	"status" text DEFAULT 'signing' NOT NULL,
	"tx_hash" text DEFAULT '' NOT NULL,
	"hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gas_price" text DEFAULT '0' NOT NULL,
	"sends" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signer_nonces" (
	"address" text PRIMARY KEY NOT NULL,
	"next_nonce" bigint NOT NULL,
	"lease_holder" text DEFAULT '' NOT NULL,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
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
CREATE UNIQUE INDEX "payouts_withdrawal_uq" ON "payouts" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_nonce_uq" ON "payouts" USING btree ("from_address","nonce");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");