CREATE TABLE "chain_sweeps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"address_index" bigint,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"units" text NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"status" text NOT NULL,
	"gas_wei" text DEFAULT '0' NOT NULL,
	"gas_nonce" bigint,
	"gas_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gas_price" text DEFAULT '0' NOT NULL,
	"gas_sent_at" timestamp with time zone,
	"nonce" bigint,
	"tx_hash" text DEFAULT '' NOT NULL,
	"hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tx_gas_price" text DEFAULT '0' NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"deposits_through" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_waits" (
	"withdrawal_id" bigint PRIMARY KEY NOT NULL,
	"lacking" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD COLUMN "sweep_checked_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "chain_sweeps_status_idx" ON "chain_sweeps" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_sweeps_open_uq" ON "chain_sweeps" USING btree ("from_address") WHERE status in ('gas_signing', 'gas_sent', 'signing', 'sent');