CREATE TABLE "pending_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint,
	"asset" text NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"reason" text NOT NULL,
	"ref_type" text DEFAULT '' NOT NULL,
	"ref_id" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"posted_amount" numeric(30, 8),
	"entry_id" bigint,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "pending_transfers_amount_ck" CHECK (amount > 0 and (posted_amount is null or (posted_amount > 0 and posted_amount <= amount)))
);
--> statement-breakpoint
ALTER TABLE "pending_transfers" ADD CONSTRAINT "pending_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_transfers" ADD CONSTRAINT "pending_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_transfers" ADD CONSTRAINT "pending_transfers_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_transfers_account_idx" ON "pending_transfers" USING btree ("debit_account_id","state");--> statement-breakpoint
CREATE INDEX "pending_transfers_expiry_idx" ON "pending_transfers" USING btree ("expires_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "pending_transfers_ref_idx" ON "pending_transfers" USING btree ("ref_type","ref_id");--> statement-breakpoint
-- The old holds become pending transfers: an active hold stays reserved (the account's held is unchanged, so the books
-- still verify) and, naming no other side and no expiry, can only be voided; closed ones keep their outcome.
INSERT INTO "pending_transfers" ("debit_account_id", "asset", "amount", "reason", "ref_type", "ref_id", "state", "posted_amount", "created_at", "closed_at")
SELECT h."account_id", a."asset", h."amount", 'hold', h."ref_type", h."ref_id",
       CASE h."status" WHEN 'active' THEN 'pending' WHEN 'captured' THEN 'posted' ELSE 'voided' END,
       CASE WHEN h."status" = 'captured' THEN h."amount" END, h."created_at", h."closed_at"
  FROM "ledger_holds" h JOIN "ledger_accounts" a ON a."id" = h."account_id"
 ORDER BY h."id";
--> statement-breakpoint
DROP TABLE "ledger_holds" CASCADE;
