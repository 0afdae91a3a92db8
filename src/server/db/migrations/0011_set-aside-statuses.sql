ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reopen_status" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_reopen_status_check" CHECK ("applications"."reopen_status" in ('New', 'Building Blueprint', 'Blueprint Created', 'Program Completed', 'Waitlisted', 'Declined', 'Withdrawn'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('New', 'Building Blueprint', 'Blueprint Created', 'Program Completed', 'Waitlisted', 'Declined', 'Withdrawn'));