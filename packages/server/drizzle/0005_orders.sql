CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"name" text NOT NULL,
	"spec" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" numeric(30, 8) NOT NULL,
	"quantity" integer NOT NULL,
	"bv_rate" numeric(12, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"address" jsonb NOT NULL,
	"goods_total" numeric(30, 8) NOT NULL,
	"shipping_fee" numeric(30, 8) NOT NULL,
	"total" numeric(30, 8) NOT NULL,
	"pay_method" text,
	"paid_balance" numeric(30, 8) DEFAULT '0' NOT NULL,
	"paid_shop_coins" numeric(30, 8) DEFAULT '0' NOT NULL,
	"paid_integral" numeric(30, 8) DEFAULT '0' NOT NULL,
	"payment_entry_id" bigint,
	"presale" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_entry_id_journal_entries_id_fk" FOREIGN KEY ("payment_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_action_idx" ON "order_events" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_status_deadline_idx" ON "orders" USING btree ("status","pay_deadline");