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
ALTER TABLE "count_conflicts" ADD CONSTRAINT "count_conflicts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_conflicts" ADD CONSTRAINT "count_conflicts_earlier_count_id_inventory_counts_id_fk" FOREIGN KEY ("earlier_count_id") REFERENCES "public"."inventory_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_conflicts" ADD CONSTRAINT "count_conflicts_later_count_id_inventory_counts_id_fk" FOREIGN KEY ("later_count_id") REFERENCES "public"."inventory_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_conflicts" ADD CONSTRAINT "count_conflicts_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "count_conflicts_project_idx" ON "count_conflicts" USING btree ("project_id","resolved_at");