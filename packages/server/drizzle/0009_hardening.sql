CREATE TABLE "credentials" (
	"person_id" bigint PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"pay_password_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempt_limits" (
	"subject" text PRIMARY KEY NOT NULL,
	"tries" integer NOT NULL,
	"window_started_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_person_id_members_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The person's secrets come from their main account; copies on sub-accounts are dropped (one password per person).
INSERT INTO credentials (person_id, password_hash, pay_password_hash)
SELECT id, password_hash, pay_password_hash FROM members WHERE main_member_id IS NULL;--> statement-breakpoint
-- Locks in force carry over, per person (a locked sub-account locks its person) and per operator.
INSERT INTO attempt_limits (subject, tries, locked_until)
SELECT 'login:' || coalesce(main_member_id, id), 0, max(locked_until) FROM members WHERE locked_until > now()
GROUP BY coalesce(main_member_id, id);--> statement-breakpoint
INSERT INTO attempt_limits (subject, tries, locked_until)
SELECT 'pay:' || coalesce(main_member_id, id), 0, max(pay_locked_until) FROM members WHERE pay_locked_until > now()
GROUP BY coalesce(main_member_id, id);--> statement-breakpoint
INSERT INTO attempt_limits (subject, tries, locked_until)
SELECT 'operator:' || id, 0, locked_until FROM operators WHERE locked_until > now();--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "pay_password_hash";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "failed_pay_passwords";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "pay_locked_until";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "locked_until";