CREATE TABLE "notification_settings" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delivery" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" in ('district-comment', 'blueprint-approved', 'order-cancelled', 'delivery-confirmed', 'count-conflict', 'return-overdue', 'order-moved', 'task-assigned', 'staff-comment', 'quote-issued', 'application-status')),
	CONSTRAINT "notification_settings_delivery_check" CHECK ("notification_settings"."delivery" in ('in-app', 'email', 'digest'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text NOT NULL,
	"district_id" uuid,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"actor_id" uuid,
	"activity_seq" bigint,
	"once_key" text,
	"delivery" text NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('district-comment', 'blueprint-approved', 'order-cancelled', 'delivery-confirmed', 'count-conflict', 'return-overdue', 'order-moved', 'task-assigned', 'staff-comment', 'quote-issued', 'application-status')),
	CONSTRAINT "notifications_delivery_check" CHECK ("notifications"."delivery" in ('in-app', 'email', 'digest'))
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_digest_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."delivery" = 'digest' and "notifications"."emailed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_key" ON "notifications" USING btree ("user_id","once_key");--> statement-breakpoint
-- The order-moved notice's e-mail replaces the 'order-updates' reminder: whoever had turned that
-- e-mail off keeps hearing of a move in the portal only.
INSERT INTO "notification_settings" ("user_id", "kind", "delivery")
SELECT "user_id", 'order-moved', 'in-app' FROM "reminder_opt_outs" WHERE "kind" = 'order-updates'
ON CONFLICT DO NOTHING;
