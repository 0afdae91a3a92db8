CREATE TABLE "count_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"earlier_count_id" uuid NOT NULL,
	"later_count_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" uuid,
	"resolved_kits" integer
);
--> statement-breakpoint
CREATE TABLE "count_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"district_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"counted_by_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"projects" jsonb NOT NULL,
	"unexpected" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_code_prefixes" (
	"prefix" text PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	CONSTRAINT "kit_code_prefixes_project_key" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "kits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "kits_status_check" CHECK ("kits"."status" in ('active', 'retired')),
	CONSTRAINT "kits_seq_check" CHECK ("kits"."seq" > 0)
);
--> statement-breakpoint
ALTER TABLE "count_conflicts" ADD CONSTRAINT "count_conflicts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_conflicts" ADD CONSTRAINT "count_conflicts_earlier_count_id_inventory_counts_id_fk" FOREIGN KEY ("earlier_count_id") REFERENCES "public"."inventory_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_conflicts" ADD CONSTRAINT "count_conflicts_later_count_id_inventory_counts_id_fk" FOREIGN KEY ("later_count_id") REFERENCES "public"."inventory_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_conflicts" ADD CONSTRAINT "count_conflicts_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_sessions" ADD CONSTRAINT "count_sessions_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_sessions" ADD CONSTRAINT "count_sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_sessions" ADD CONSTRAINT "count_sessions_counted_by_id_users_id_fk" FOREIGN KEY ("counted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_code_prefixes" ADD CONSTRAINT "kit_code_prefixes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "count_conflicts_project_idx" ON "count_conflicts" USING btree ("project_id","resolved_at");--> statement-breakpoint
CREATE INDEX "count_sessions_school_idx" ON "count_sessions" USING btree ("school_id","finished_at");--> statement-breakpoint
CREATE INDEX "count_sessions_district_idx" ON "count_sessions" USING btree ("district_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kits_code_key" ON "kits" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "kits_project_seq_key" ON "kits" USING btree ("project_id","seq");