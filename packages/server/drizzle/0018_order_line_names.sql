ALTER TABLE "order_lines" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "spec_names" jsonb DEFAULT '{}'::jsonb NOT NULL;