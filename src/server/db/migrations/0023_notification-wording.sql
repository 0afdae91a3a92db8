ALTER TABLE "notifications" ADD COLUMN "title_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "title_vars" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body_vars" jsonb;