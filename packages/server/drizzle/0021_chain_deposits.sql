CREATE TABLE "chain_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"member_id" bigint NOT NULL,
	"raw_value" numeric(78, 0) NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"status" text DEFAULT 'seen' NOT NULL,
	"recharge_id" bigint,
	"entry_id" bigint,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	"orphaned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chain_scanners" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"credited_through" bigint NOT NULL,
	"seen_through" bigint NOT NULL,
	"head" bigint,
	"finalized" bigint,
	"last_scan_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"address_index" bigserial NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested" numeric(30, 8),
	"received" numeric(30, 8) DEFAULT '0' NOT NULL,
	"outcome" text,
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_key_uq" ON "chain_deposits" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "chain_deposits_member_idx" ON "chain_deposits" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "chain_deposits_status_idx" ON "chain_deposits" USING btree ("chain_id","status","block_number");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_index_uq" ON "deposit_addresses" USING btree ("address_index");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address_uq" ON "deposit_addresses" USING btree ("address");--> statement-breakpoint
CREATE INDEX "recharges_member_idx" ON "recharges" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "recharges_open_idx" ON "recharges" USING btree ("status","expires_at");