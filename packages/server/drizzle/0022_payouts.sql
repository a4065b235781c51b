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
CREATE UNIQUE INDEX "payouts_withdrawal_uq" ON "payouts" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_nonce_uq" ON "payouts" USING btree ("from_address","nonce");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");