CREATE TABLE "outcome_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blueprint_id" uuid NOT NULL,
	"district_id" uuid NOT NULL,
	"term_id" uuid NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"students_reached" integer,
	"sessions_held" integer,
	"teachers_trained" integer,
	"highlights" text DEFAULT '' NOT NULL,
	"photo_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_id" uuid,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_id" uuid,
	"review_comment" text,
	"updated_by_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcome_reports_status_check" CHECK ("outcome_reports"."status" in ('Draft', 'Submitted', 'Changes requested', 'Accepted')),
	CONSTRAINT "outcome_reports_figures_check" CHECK ("outcome_reports"."students_reached" >= 0 and "outcome_reports"."sessions_held" >= 0 and "outcome_reports"."teachers_trained" >= 0),
	CONSTRAINT "outcome_reports_photos_check" CHECK (cardinality("outcome_reports"."photo_ids") <= 3),
	CONSTRAINT "outcome_reports_submitted_check" CHECK ("outcome_reports"."status" = 'Draft' or ("outcome_reports"."submitted_at" is not null and "outcome_reports"."students_reached" is not null
        and "outcome_reports"."sessions_held" is not null and "outcome_reports"."teachers_trained" is not null)),
	CONSTRAINT "outcome_reports_version_check" CHECK ("outcome_reports"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "outcome_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"due_on" date NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcome_terms_days_check" CHECK ("outcome_terms"."starts_on" <= "outcome_terms"."ends_on" and "outcome_terms"."starts_on" <= "outcome_terms"."due_on")
);
--> statement-breakpoint
ALTER TABLE "outcome_reports" ADD CONSTRAINT "outcome_reports_blueprint_id_blueprints_id_fk" FOREIGN KEY ("blueprint_id") REFERENCES "public"."blueprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_reports" ADD CONSTRAINT "outcome_reports_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_reports" ADD CONSTRAINT "outcome_reports_term_id_outcome_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."outcome_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_reports" ADD CONSTRAINT "outcome_reports_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_reports" ADD CONSTRAINT "outcome_reports_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_reports" ADD CONSTRAINT "outcome_reports_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outcome_reports_blueprint_term_key" ON "outcome_reports" USING btree ("blueprint_id","term_id");--> statement-breakpoint
CREATE INDEX "outcome_reports_district_idx" ON "outcome_reports" USING btree ("district_id","term_id");--> statement-breakpoint
CREATE INDEX "outcome_reports_term_idx" ON "outcome_reports" USING btree ("term_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "outcome_terms_name_key" ON "outcome_terms" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "outcome_terms_due_idx" ON "outcome_terms" USING btree ("due_on");