CREATE TABLE "action_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"kind" text DEFAULT 'general' NOT NULL,
	"resource_type" text,
	"resource_id" uuid,
	"is_required" boolean DEFAULT false NOT NULL,
	"due_date" date,
	"completed_at" timestamp with time zone,
	"completed_by_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_tasks_kind_check" CHECK ("action_tasks"."kind" in ('general', 'resource')),
	CONSTRAINT "action_tasks_resource_type_check" CHECK ("action_tasks"."resource_type" in ('onsite-field-trip', 'project', 'workshop', 'career-tool', 'classbox')),
	CONSTRAINT "action_tasks_kind_resource_check" CHECK (("action_tasks"."kind" = 'resource') = ("action_tasks"."resource_type" is not null)),
	CONSTRAINT "action_tasks_general_no_resource_check" CHECK ("action_tasks"."kind" = 'resource' or "action_tasks"."resource_id" is null),
	CONSTRAINT "action_tasks_completed_by_check" CHECK ("action_tasks"."completed_by_id" is null or "action_tasks"."completed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_resources" (
	"application_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "application_resources_application_id_resource_id_pk" PRIMARY KEY("application_id","resource_id"),
	CONSTRAINT "application_resources_quantity_check" CHECK ("application_resources"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "application_schools" (
	"application_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	CONSTRAINT "application_schools_application_id_school_id_pk" PRIMARY KEY("application_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "applications_application_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"user_id" uuid,
	"district_id" uuid NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"applicant_name" text NOT NULL,
	"number_of_schools" integer NOT NULL,
	"application_date" date DEFAULT current_date NOT NULL,
	"assigned_admin_id" uuid,
	"funding_option" text NOT NULL,
	"funds_allocated_cents" integer,
	"funds_usage_deadline" date,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"comments" text,
	"objectives" text,
	"success_description" text,
	"heard_about" text,
	"application_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('New', 'Building Blueprint', 'Blueprint Created', 'Program Completed')),
	CONSTRAINT "applications_funding_option_check" CHECK ("applications"."funding_option" in ('full', 'matching')),
	CONSTRAINT "applications_number_of_schools_check" CHECK ("applications"."number_of_schools" >= 1),
	CONSTRAINT "applications_funds_allocated_cents_check" CHECK ("applications"."funds_allocated_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "blueprint_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blueprint_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "blueprint_comments_body_check" CHECK (length(btrim("blueprint_comments"."body")) > 0)
);
--> statement-breakpoint
CREATE TABLE "blueprint_implementers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blueprint_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"invited_by_id" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blueprint_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blueprint_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blueprint_resources_quantity_check" CHECK ("blueprint_resources"."quantity" > 0),
	CONSTRAINT "blueprint_resources_unit_cost_cents_check" CHECK ("blueprint_resources"."unit_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "blueprint_schools" (
	"blueprint_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	CONSTRAINT "blueprint_schools_blueprint_id_school_id_pk" PRIMARY KEY("blueprint_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "blueprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"district_id" uuid NOT NULL,
	"prepared_for" text NOT NULL,
	"stage" text DEFAULT 'Draft' NOT NULL,
	"approval" text DEFAULT 'Needs approval' NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by_id" uuid,
	"primary_contact_id" uuid,
	"funding_partner" text,
	"fully_funded" boolean DEFAULT false NOT NULL,
	"quote_cents" integer,
	"quote_expires_at" date,
	"total_program_cost_cents" integer DEFAULT 0 NOT NULL,
	"direct_cost_to_district_cents" integer DEFAULT 0 NOT NULL,
	"students_min" integer,
	"students_max" integer,
	"educators_min" integer,
	"educators_max" integer,
	"impact_summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blueprints_stage_check" CHECK ("blueprints"."stage" in ('Draft', 'In Review', 'Approved', 'Implementing', 'Completed')),
	CONSTRAINT "blueprints_approval_check" CHECK ("blueprints"."approval" in ('Approved', 'Needs approval')),
	CONSTRAINT "blueprints_approved_at_check" CHECK (("blueprints"."approval" = 'Approved') = ("blueprints"."approved_at" is not null)),
	CONSTRAINT "blueprints_quote_check" CHECK (("blueprints"."quote_cents" is null) = ("blueprints"."quote_expires_at" is null)),
	CONSTRAINT "blueprints_costs_check" CHECK ("blueprints"."quote_cents" >= 0 and "blueprints"."total_program_cost_cents" >= 0 and "blueprints"."direct_cost_to_district_cents" >= 0
        and "blueprints"."direct_cost_to_district_cents" <= "blueprints"."total_program_cost_cents"),
	CONSTRAINT "blueprints_students_check" CHECK ("blueprints"."students_min" >= 0 and "blueprints"."students_min" <= "blueprints"."students_max"),
	CONSTRAINT "blueprints_educators_check" CHECK ("blueprints"."educators_min" >= 0 and "blueprints"."educators_min" <= "blueprints"."educators_max")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"nces_id" text,
	"state" text,
	"city" text,
	"email_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "districts_state_check" CHECK ("districts"."state" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "funding_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"application_id" uuid,
	"blueprint_id" uuid,
	"allocated_cents" integer NOT NULL,
	"use_by" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_allocations_allocated_cents_check" CHECK ("funding_allocations"."allocated_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kits_on_hand" integer NOT NULL,
	"counted_by_id" uuid,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_counts_kits_on_hand_check" CHECK ("inventory_counts"."kits_on_hand" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'USER' NOT NULL,
	"district_id" uuid,
	"school_id" uuid,
	"invited_by_id" uuid,
	"blueprint_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"checkout_name" text,
	"start_date" date,
	"return_date" date,
	"support_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"total_students" integer,
	"group_size" text,
	"kits_needed" integer,
	"requested_kits" integer,
	"kits_returned" integer DEFAULT 0 NOT NULL,
	"contact_hours_min" integer,
	"contact_hours_max" integer,
	"note" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kit_orders_kind_check" CHECK ("kit_orders"."kind" in ('request', 'checkout')),
	CONSTRAINT "kit_orders_status_check" CHECK ("kit_orders"."status" in ('Requested', 'Approved', 'Shipped', 'Active', 'Returned', 'Cancelled')),
	CONSTRAINT "kit_orders_group_size_check" CHECK ("kit_orders"."group_size" in ('one-to-one', 'pairs', 'group-of-three')),
	CONSTRAINT "kit_orders_dates_check" CHECK ("kit_orders"."return_date" > "kit_orders"."start_date"),
	CONSTRAINT "kit_orders_kits_stated_check" CHECK (coalesce("kit_orders"."kits_needed", "kit_orders"."requested_kits") is not null),
	CONSTRAINT "kit_orders_counts_check" CHECK ("kit_orders"."kits_needed" > 0 and "kit_orders"."requested_kits" > 0 and "kit_orders"."total_students" > 0),
	CONSTRAINT "kit_orders_kits_returned_check" CHECK ("kit_orders"."kits_returned" between 0 and coalesce("kit_orders"."kits_needed", 0) + coalesce("kit_orders"."requested_kits", 0)),
	CONSTRAINT "kit_orders_contact_hours_check" CHECK ("kit_orders"."contact_hours_min" >= 0 and "kit_orders"."contact_hours_min" <= "kit_orders"."contact_hours_max")
);
--> statement-breakpoint
CREATE TABLE "kit_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kits" integer NOT NULL,
	"returned_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kit_returns_kits_check" CHECK ("kit_returns"."kits" > 0)
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"url" text,
	"file_url" text,
	"duration_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_duration_minutes_check" CHECK ("lessons"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"invitation_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_mutations" (
	"client_id" text NOT NULL,
	"mutation_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_mutations_client_id_mutation_id_pk" PRIMARY KEY("client_id","mutation_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"blueprint_id" uuid,
	"resource_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kits_on_hand" integer DEFAULT 0 NOT NULL,
	"inventory_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_kits_on_hand_check" CHECK ("projects"."kits_on_hand" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text,
	"description" text,
	"grade_band" text,
	"subject" text,
	"duration" text,
	"unit_cost_cents" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_type_check" CHECK ("resources"."type" in ('onsite-field-trip', 'project', 'workshop', 'career-tool', 'classbox')),
	CONSTRAINT "resources_unit_cost_cents_check" CHECK ("resources"."unit_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"name" text NOT NULL,
	"nces_id" text,
	"title_i_status" text,
	"estimated_enrollment" integer,
	"economically_disadvantaged_pct" integer,
	"city" text,
	"state" text,
	"grade_band" text,
	"contact_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_id_district_id_key" UNIQUE("id","district_id"),
	CONSTRAINT "schools_title_i_status_check" CHECK ("schools"."title_i_status" in ('Title I schoolwide', 'Title I targeted assistance', 'Not Title I')),
	CONSTRAINT "schools_estimated_enrollment_check" CHECK ("schools"."estimated_enrollment" >= 0),
	CONSTRAINT "schools_economically_disadvantaged_pct_check" CHECK ("schools"."economically_disadvantaged_pct" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_schools" (
	"user_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_schools_user_id_school_id_pk" PRIMARY KEY("user_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"prefix" text,
	"first_name" text,
	"last_name" text,
	"phone_number" text,
	"current_role" text,
	"title" text,
	"title_other" text,
	"application_type" text,
	"onboarding_step" integer DEFAULT 0 NOT NULL,
	"onboarding_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"show_planning_pop_up" boolean DEFAULT true NOT NULL,
	"district_id" uuid,
	"school_id" uuid,
	"school_name" text,
	"is_email_confirmed" boolean DEFAULT false NOT NULL,
	"roles" text[] DEFAULT ARRAY['USER']::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "action_tasks" ADD CONSTRAINT "action_tasks_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_tasks" ADD CONSTRAINT "action_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_tasks" ADD CONSTRAINT "action_tasks_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_tasks" ADD CONSTRAINT "action_tasks_completed_by_id_users_id_fk" FOREIGN KEY ("completed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_resources" ADD CONSTRAINT "application_resources_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_resources" ADD CONSTRAINT "application_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_schools" ADD CONSTRAINT "application_schools_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_schools" ADD CONSTRAINT "application_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_assigned_admin_id_users_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_comments" ADD CONSTRAINT "blueprint_comments_blueprint_id_blueprints_id_fk" FOREIGN KEY ("blueprint_id") REFERENCES "public"."blueprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_comments" ADD CONSTRAINT "blueprint_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_implementers" ADD CONSTRAINT "blueprint_implementers_blueprint_id_blueprints_id_fk" FOREIGN KEY ("blueprint_id") REFERENCES "public"."blueprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_implementers" ADD CONSTRAINT "blueprint_implementers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_implementers" ADD CONSTRAINT "blueprint_implementers_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_resources" ADD CONSTRAINT "blueprint_resources_blueprint_id_blueprints_id_fk" FOREIGN KEY ("blueprint_id") REFERENCES "public"."blueprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_resources" ADD CONSTRAINT "blueprint_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_schools" ADD CONSTRAINT "blueprint_schools_blueprint_id_blueprints_id_fk" FOREIGN KEY ("blueprint_id") REFERENCES "public"."blueprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_schools" ADD CONSTRAINT "blueprint_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprints" ADD CONSTRAINT "blueprints_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprints" ADD CONSTRAINT "blueprints_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprints" ADD CONSTRAINT "blueprints_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprints" ADD CONSTRAINT "blueprints_primary_contact_id_users_id_fk" FOREIGN KEY ("primary_contact_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_allocations" ADD CONSTRAINT "funding_allocations_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_allocations" ADD CONSTRAINT "funding_allocations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_allocations" ADD CONSTRAINT "funding_allocations_blueprint_id_blueprints_id_fk" FOREIGN KEY ("blueprint_id") REFERENCES "public"."blueprints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_counts" ADD CONSTRAINT "inventory_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_counts" ADD CONSTRAINT "inventory_counts_counted_by_id_users_id_fk" FOREIGN KEY ("counted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_blueprint_id_blueprints_id_fk" FOREIGN KEY ("blueprint_id") REFERENCES "public"."blueprints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD CONSTRAINT "kit_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD CONSTRAINT "kit_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_returns" ADD CONSTRAINT "kit_returns_order_id_kit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."kit_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_returns" ADD CONSTRAINT "kit_returns_returned_by_id_users_id_fk" FOREIGN KEY ("returned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processed_mutations" ADD CONSTRAINT "processed_mutations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_blueprint_id_blueprints_id_fk" FOREIGN KEY ("blueprint_id") REFERENCES "public"."blueprints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_school_district_fk" FOREIGN KEY ("school_id","district_id") REFERENCES "public"."schools"("id","district_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_schools" ADD CONSTRAINT "user_schools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_schools" ADD CONSTRAINT "user_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_tasks_district_idx" ON "action_tasks" USING btree ("district_id","position");--> statement-breakpoint
CREATE INDEX "action_tasks_user_idx" ON "action_tasks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "application_resources_resource_idx" ON "application_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "application_schools_school_idx" ON "application_schools" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_application_number_key" ON "applications" USING btree ("application_number");--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "applications_district_idx" ON "applications" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "applications_assigned_admin_idx" ON "applications" USING btree ("assigned_admin_id");--> statement-breakpoint
CREATE INDEX "blueprint_comments_blueprint_idx" ON "blueprint_comments" USING btree ("blueprint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blueprint_implementers_blueprint_email_key" ON "blueprint_implementers" USING btree ("blueprint_id","email");--> statement-breakpoint
CREATE INDEX "blueprint_implementers_user_idx" ON "blueprint_implementers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blueprint_resources_blueprint_resource_key" ON "blueprint_resources" USING btree ("blueprint_id","resource_id");--> statement-breakpoint
CREATE INDEX "blueprint_resources_resource_idx" ON "blueprint_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "blueprint_schools_school_idx" ON "blueprint_schools" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "blueprints_application_idx" ON "blueprints" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "blueprints_district_idx" ON "blueprints" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "blueprints_primary_contact_idx" ON "blueprints" USING btree ("primary_contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_nces_id_key" ON "districts" USING btree ("nces_id");--> statement-breakpoint
CREATE INDEX "districts_email_domains_idx" ON "districts" USING gin ("email_domains");--> statement-breakpoint
CREATE INDEX "funding_allocations_district_idx" ON "funding_allocations" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "funding_allocations_application_idx" ON "funding_allocations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "funding_allocations_blueprint_idx" ON "funding_allocations" USING btree ("blueprint_id");--> statement-breakpoint
CREATE INDEX "inventory_counts_project_idx" ON "inventory_counts" USING btree ("project_id","counted_at");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "kit_orders_project_idx" ON "kit_orders" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "kit_orders_created_by_idx" ON "kit_orders" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "kit_returns_order_idx" ON "kit_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "lessons_resource_idx" ON "lessons" USING btree ("resource_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_token_hash_key" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_school_resource_key" ON "projects" USING btree ("school_id","resource_id");--> statement-breakpoint
CREATE INDEX "projects_district_idx" ON "projects" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "projects_resource_idx" ON "projects" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "projects_blueprint_idx" ON "projects" USING btree ("blueprint_id");--> statement-breakpoint
CREATE INDEX "rate_limit_events_lookup_idx" ON "rate_limit_events" USING btree ("bucket","key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_slug_key" ON "resources" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "resources_type_idx" ON "resources" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_nces_id_key" ON "schools" USING btree ("nces_id");--> statement-breakpoint
CREATE INDEX "schools_district_idx" ON "schools" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "schools_contact_emails_idx" ON "schools" USING gin ("contact_emails");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_issuer_subject_key" ON "user_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "user_schools_school_idx" ON "user_schools" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");