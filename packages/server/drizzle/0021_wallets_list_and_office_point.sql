ALTER TABLE "company_profile" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "lng" double precision;--> statement-breakpoint
CREATE INDEX "members_join_idx" ON "members" USING btree ("join_time","id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_member_balance_idx" ON "ledger_accounts" USING btree ("asset","balance","member_id") WHERE member_id is not null;--> statement-breakpoint
CREATE INDEX "ledger_accounts_member_held_idx" ON "ledger_accounts" USING btree ("asset","held","member_id") WHERE member_id is not null;--> statement-breakpoint
ALTER TABLE "company_profile" ADD CONSTRAINT "company_profile_point_ck" CHECK ((lat is null) = (lng is null) and (lat is null or (lat between -90 and 90 and lng between -180 and 180)));