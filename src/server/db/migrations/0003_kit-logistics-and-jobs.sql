CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"outcome" text,
	"completed_by" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'running', 'done', 'failed')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reminder_opt_outs" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "reminder_opt_outs_kind_check" CHECK ("reminder_opt_outs"."kind" in ('order-updates', 'checkout-due-soon', 'checkout-overdue', 'task-due-soon', 'task-overdue', 'quote-expiring', 'staff-digest'))
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"subject_id" uuid,
	"job_id" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sent_reminders_kind_check" CHECK ("sent_reminders"."kind" in ('order-updates', 'checkout-due-soon', 'checkout-overdue', 'task-due-soon', 'task-overdue', 'quote-expiring', 'staff-digest'))
);
--> statement-breakpoint
ALTER TABLE "kit_orders" DROP CONSTRAINT "kit_orders_status_check";--> statement-breakpoint
ALTER TABLE "kit_orders" DROP CONSTRAINT "kit_orders_kits_returned_check";--> statement-breakpoint
ALTER TABLE "kit_orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD COLUMN "tracking_reference" text;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD COLUMN "expected_arrival" date;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD COLUMN "kits_received" integer;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD COLUMN "kits_short" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_key" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "sent_reminders_user_idx" ON "sent_reminders" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "kit_orders_status_created_idx" ON "kit_orders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "kit_orders" ADD CONSTRAINT "kit_orders_kits_received_check" CHECK ("kit_orders"."kits_received" > 0);--> statement-breakpoint
ALTER TABLE "kit_orders" ADD CONSTRAINT "kit_orders_version_check" CHECK ("kit_orders"."version" >= 1);--> statement-breakpoint
ALTER TABLE "kit_orders" ADD CONSTRAINT "kit_orders_status_check" CHECK ("kit_orders"."status" in ('Requested', 'Approved', 'Declined', 'Shipped', 'Delivered', 'Active', 'Returned', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "kit_orders" ADD CONSTRAINT "kit_orders_kits_returned_check" CHECK ("kit_orders"."kits_returned" >= 0 and "kit_orders"."kits_short" >= 0
        and "kit_orders"."kits_returned" + "kit_orders"."kits_short" <= coalesce("kit_orders"."kits_needed", 0) + coalesce("kit_orders"."requested_kits", 0));