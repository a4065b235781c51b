CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE paid_at is not null;--> statement-breakpoint
CREATE INDEX "recharges_settled_at_idx" ON "recharges" USING btree ("settled_at") WHERE settled_at is not null;--> statement-breakpoint
CREATE INDEX "withdrawals_paid_at_idx" ON "withdrawals" USING btree ("paid_at") WHERE paid_at is not null;
