CREATE TABLE "network_stats" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"personal_bv" numeric(30, 8) DEFAULT '0' NOT NULL,
	"left_bv" numeric(30, 8) DEFAULT '0' NOT NULL,
	"right_bv" numeric(30, 8) DEFAULT '0' NOT NULL,
	"month" text DEFAULT '' NOT NULL,
	"month_left_bv" numeric(30, 8) DEFAULT '0' NOT NULL,
	"month_right_bv" numeric(30, 8) DEFAULT '0' NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"updated_on" date
);
--> statement-breakpoint
CREATE TABLE "network_volume_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"bv" numeric(30, 8) NOT NULL,
	CONSTRAINT "network_volume_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "bonus_caps" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"dynamic_received" numeric(30, 8) DEFAULT '0' NOT NULL,
	"consumption_received" numeric(30, 8) DEFAULT '0' NOT NULL,
	"fund_received" numeric(30, 8) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_orders" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bv" numeric(30, 8) NOT NULL,
	"eligible_on" date NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"settled_on" date,
	"reversed_on" date
);
--> statement-breakpoint
CREATE TABLE "bonus_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"recipient_id" bigint NOT NULL,
	"order_id" bigint,
	"source_member_id" bigint,
	"order_bv" numeric(30, 8) DEFAULT '0' NOT NULL,
	"ratio" numeric(12, 8) NOT NULL,
	"level" smallint NOT NULL,
	"due" numeric(30, 8) NOT NULL,
	"paid" numeric(30, 8) NOT NULL,
	"forfeited" numeric(30, 8) NOT NULL,
	"balance" numeric(30, 8) NOT NULL,
	"coupons" numeric(30, 8) NOT NULL,
	"points" numeric(30, 8) NOT NULL,
	"reversal_of" bigint,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"sales" numeric(30, 8) NOT NULL,
	"average_sales" numeric(30, 8) NOT NULL,
	"owed" numeric(30, 8) NOT NULL,
	"paid" numeric(30, 8) NOT NULL,
	"guard_limit" numeric(30, 8) NOT NULL,
	"scaled" boolean NOT NULL,
	"totals" jsonb NOT NULL,
	"carry_consumption" numeric(30, 8) NOT NULL,
	"carry_leader" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "network_stats" ADD CONSTRAINT "network_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_volume_days" ADD CONSTRAINT "network_volume_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_caps" ADD CONSTRAINT "bonus_caps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_orders" ADD CONSTRAINT "bonus_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_orders" ADD CONSTRAINT "bonus_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_records" ADD CONSTRAINT "bonus_records_recipient_id_members_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_records" ADD CONSTRAINT "bonus_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_records" ADD CONSTRAINT "bonus_records_source_member_id_members_id_fk" FOREIGN KEY ("source_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_records" ADD CONSTRAINT "bonus_records_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_volume_days_day_idx" ON "network_volume_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "bonus_orders_due_idx" ON "bonus_orders" USING btree ("state","eligible_on");--> statement-breakpoint
CREATE INDEX "bonus_orders_reversed_idx" ON "bonus_orders" USING btree ("reversed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_records_order_uq" ON "bonus_records" USING btree ("order_id","kind","recipient_id") WHERE order_id is not null and reversal_of is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_records_day_uq" ON "bonus_records" USING btree ("day","kind","recipient_id") WHERE order_id is null and reversal_of is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_records_reversal_uq" ON "bonus_records" USING btree ("reversal_of") WHERE reversal_of is not null;--> statement-breakpoint
CREATE INDEX "bonus_records_recipient_idx" ON "bonus_records" USING btree ("recipient_id","kind","day");