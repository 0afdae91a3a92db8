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
ALTER TABLE "kit_code_prefixes" ADD CONSTRAINT "kit_code_prefixes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kits_code_key" ON "kits" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "kits_project_seq_key" ON "kits" USING btree ("project_id","seq");