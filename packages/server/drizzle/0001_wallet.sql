CREATE TABLE "idempotency_keys" (
	"member_id" bigint NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text,
	"ref_type" text DEFAULT '' NOT NULL,
	"ref_id" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"actor" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"system_code" text,
	"shard" integer DEFAULT 0 NOT NULL,
	"asset" text NOT NULL,
	"balance" numeric(30, 8) DEFAULT '0' NOT NULL,
	"held" numeric(30, 8) DEFAULT '0' NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_ck" CHECK ((member_id is null) <> (system_code is null)),
	CONSTRAINT "ledger_accounts_nonneg_ck" CHECK (allow_negative or (balance >= held and held >= 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ref_type" text DEFAULT '' NOT NULL,
	"ref_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"balance_after" numeric(30, 8) NOT NULL,
	"counterparty" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_member_id" bigint NOT NULL,
	"to_member_id" bigint NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"fee" numeric(30, 8) NOT NULL,
	"arrival" numeric(30, 8) NOT NULL,
	"entry_id" bigint NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "members_email_uq";--> statement-breakpoint
DROP INDEX "members_mobile_uq";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "main_member_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_member_id_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_member_id_members_id_fk" FOREIGN KEY ("to_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_uq" ON "idempotency_keys" USING btree ("member_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_key_uq" ON "journal_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "journal_entries_created_idx" ON "journal_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "journal_entries_kind_idx" ON "journal_entries" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_uq" ON "ledger_accounts" USING btree ("member_id","asset") WHERE member_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_uq" ON "ledger_accounts" USING btree ("system_code","asset","shard") WHERE system_code is not null;--> statement-breakpoint
CREATE INDEX "ledger_holds_account_idx" ON "ledger_holds" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "transfers_from_idx" ON "transfers" USING btree ("from_member_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_to_idx" ON "transfers" USING btree ("to_member_id","created_at");--> statement-breakpoint
CREATE INDEX "members_main_idx" ON "members" USING btree ("main_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_uq" ON "members" USING btree ("email") WHERE status <> 'cancelled' and main_member_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_uq" ON "members" USING btree ("area_code","mobile") WHERE status <> 'cancelled' and main_member_id is null;