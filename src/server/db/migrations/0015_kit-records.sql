CREATE TABLE "kit_condition_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kit_id" uuid NOT NULL,
	"condition" text NOT NULL,
	"note" text,
	"photo_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"order_id" uuid,
	"reported_by_id" uuid,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by_id" uuid,
	"replacement_order_id" uuid,
	CONSTRAINT "kit_condition_reports_condition_check" CHECK ("kit_condition_reports"."condition" in ('ok', 'needs-parts', 'damaged', 'lost')),
	CONSTRAINT "kit_condition_reports_source_check" CHECK ("kit_condition_reports"."source" in ('return', 'count', 'kit-page')),
	CONSTRAINT "kit_condition_reports_resolution_check" CHECK ("kit_condition_reports"."resolution" in ('repaired', 'replaced', 'written-off')),
	CONSTRAINT "kit_condition_reports_resolved_check" CHECK (("kit_condition_reports"."resolved_at" is null) = ("kit_condition_reports"."resolution" is null))
);
--> statement-breakpoint
CREATE TABLE "kit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_id" uuid,
	"order_id" uuid,
	"count_session_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kit_events_kind_check" CHECK ("kit_events"."kind" in ('labelled', 'delivered', 'counted', 'repaired', 'written-off', 'replacement-sent'))
);
--> statement-breakpoint
CREATE TABLE "kit_order_parts" (
	"order_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "kit_order_parts_order_id_part_id_pk" PRIMARY KEY("order_id","part_id"),
	CONSTRAINT "kit_order_parts_quantity_check" CHECK ("kit_order_parts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "kit_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity_per_kit" integer NOT NULL,
	"consumable" boolean DEFAULT false NOT NULL,
	"use_per_student" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kit_parts_quantity_check" CHECK ("kit_parts"."quantity_per_kit" > 0),
	CONSTRAINT "kit_parts_use_check" CHECK ("kit_parts"."use_per_student" is null or ("kit_parts"."consumable" and "kit_parts"."use_per_student" > 0))
);
--> statement-breakpoint
CREATE TABLE "project_supplies" (
	"project_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"on_hand" integer NOT NULL,
	"counted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_supplies_project_id_part_id_pk" PRIMARY KEY("project_id","part_id"),
	CONSTRAINT "project_supplies_on_hand_check" CHECK ("project_supplies"."on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supply_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"counted_by_id" uuid,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_counts_quantity_check" CHECK ("supply_counts"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"district_id" uuid,
	"uploaded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_sha256_check" CHECK ("uploads"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "uploads_content_type_check" CHECK ("uploads"."content_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "uploads_byte_size_check" CHECK ("uploads"."byte_size" between 1 and 2097152)
);
--> statement-breakpoint
ALTER TABLE "kit_orders" DROP CONSTRAINT "kit_orders_kind_check";--> statement-breakpoint
ALTER TABLE "kit_orders" DROP CONSTRAINT "kit_orders_kits_stated_check";--> statement-breakpoint
ALTER TABLE "action_tasks" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "count_every_days" integer;--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "last_counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kit_condition_reports" ADD CONSTRAINT "kit_condition_reports_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_condition_reports" ADD CONSTRAINT "kit_condition_reports_order_id_kit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."kit_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_condition_reports" ADD CONSTRAINT "kit_condition_reports_reported_by_id_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_condition_reports" ADD CONSTRAINT "kit_condition_reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_condition_reports" ADD CONSTRAINT "kit_condition_reports_replacement_order_id_kit_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."kit_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_events" ADD CONSTRAINT "kit_events_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_events" ADD CONSTRAINT "kit_events_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_events" ADD CONSTRAINT "kit_events_order_id_kit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."kit_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_events" ADD CONSTRAINT "kit_events_count_session_id_count_sessions_id_fk" FOREIGN KEY ("count_session_id") REFERENCES "public"."count_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_order_parts" ADD CONSTRAINT "kit_order_parts_order_id_kit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."kit_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_order_parts" ADD CONSTRAINT "kit_order_parts_part_id_kit_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."kit_parts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_parts" ADD CONSTRAINT "kit_parts_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_supplies" ADD CONSTRAINT "project_supplies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_supplies" ADD CONSTRAINT "project_supplies_part_id_kit_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."kit_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_counts" ADD CONSTRAINT "supply_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_counts" ADD CONSTRAINT "supply_counts_part_id_kit_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."kit_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_counts" ADD CONSTRAINT "supply_counts_counted_by_id_users_id_fk" FOREIGN KEY ("counted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kit_condition_reports_kit_idx" ON "kit_condition_reports" USING btree ("kit_id","created_at");--> statement-breakpoint
CREATE INDEX "kit_condition_reports_open_idx" ON "kit_condition_reports" USING btree ("created_at") WHERE "kit_condition_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "kit_events_kit_idx" ON "kit_events" USING btree ("kit_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "kit_parts_resource_name_key" ON "kit_parts" USING btree ("resource_id","name");--> statement-breakpoint
CREATE INDEX "supply_counts_project_idx" ON "supply_counts" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "action_tasks_source_key_key" ON "action_tasks" USING btree ("source_key");--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_count_every_days_check" CHECK ("districts"."count_every_days" between 7 and 180);--> statement-breakpoint
ALTER TABLE "kit_orders" ADD CONSTRAINT "kit_orders_kind_check" CHECK ("kit_orders"."kind" in ('request', 'checkout', 'refill'));--> statement-breakpoint
ALTER TABLE "kit_orders" ADD CONSTRAINT "kit_orders_kits_stated_check" CHECK ("kit_orders"."kind" = 'refill' or coalesce("kit_orders"."kits_needed", "kit_orders"."requested_kits") is not null);