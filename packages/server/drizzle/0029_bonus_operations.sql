CREATE TABLE "bonus_plans" (
	"version" integer PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"plan" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_simulations" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"plan" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"days_done" integer DEFAULT 0 NOT NULL,
	"days" integer NOT NULL,
	"result" jsonb,
	"error" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bonus_runs" ADD COLUMN "plan_version" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_plans_from_uq" ON "bonus_plans" USING btree ("effective_from");--> statement-breakpoint
CREATE INDEX "bonus_records_day_idx" ON "bonus_records" USING btree ("day");--> statement-breakpoint
-- Version 1 of the bonus plan is the default plan (modules/bonus/plan.ts, DEFAULT_PLAN), in force from the start.
INSERT INTO "bonus_plans" ("version", "effective_from", "plan", "note", "created_by") VALUES (1, '2000-01-01', '{"eligibleAfterDays":7,"activeBv":"100","activeDays":30,"levels":{"v1Personal":"1000","v2ActiveDirects":2,"weakLeg":["10000","50000","200000","1000000"],"directsBelow":2,"manualMax":3},"caps":{"dynamicMultiple":"3","consumptionMultiple":"1","dividendFund":["3000","10000","50000"]},"referral":{"rate":"0.10","minLevel":1},"sales":{"rate":"0.01","layers":10,"layersPerActiveDirect":2,"minLevel":1},"leadership":{"rates":["0","0","0.03","0.06","0.09","0.12"],"equalLevel":["0.02","0.01"],"equalMinLevel":2},"static":{"rate":"0.001","shareOfAverageSales":"0.03"},"consumption":{"poolRate":"0.02"},"leader":{"poolRates":["0.01","0.01","0.01"],"minWeakLegMonth":"5000"},"solvencyShare":"0.45","split":{"network":{"coupons":"0.10","points":"0.10"},"consumption":{"coupons":"0.30","points":"0"}}}'::jsonb, 'default plan', 'system');
