CREATE TABLE "blueprint_quote_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blueprint_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"total_program_cost_cents" integer NOT NULL,
	"direct_cost_to_district_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"issued_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by_id" uuid,
	"approved_at" timestamp with time zone,
	"approved_by_id" uuid,
	CONSTRAINT "blueprint_quote_revisions_revision_check" CHECK ("blueprint_quote_revisions"."revision" >= 1),
	CONSTRAINT "blueprint_quote_revisions_costs_check" CHECK ("blueprint_quote_revisions"."amount_cents" >= 0 and "blueprint_quote_revisions"."direct_cost_to_district_cents" >= 0 and "blueprint_quote_revisions"."direct_cost_to_district_cents" <= "blueprint_quote_revisions"."total_program_cost_cents"),
	CONSTRAINT "blueprint_quote_revisions_dates_check" CHECK ("blueprint_quote_revisions"."issued_on" <= "blueprint_quote_revisions"."valid_until")
);
--> statement-breakpoint
ALTER TABLE "blueprints" ADD COLUMN "quote_issued_on" date;--> statement-breakpoint
ALTER TABLE "blueprints" ADD COLUMN "quote_revision" integer;--> statement-breakpoint
ALTER TABLE "blueprints" ADD COLUMN "contact_hours_min" integer;--> statement-breakpoint
ALTER TABLE "blueprints" ADD COLUMN "contact_hours_max" integer;--> statement-breakpoint
ALTER TABLE "blueprints" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blueprint_quote_revisions" ADD CONSTRAINT "blueprint_quote_revisions_blueprint_id_blueprints_id_fk" FOREIGN KEY ("blueprint_id") REFERENCES "public"."blueprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_quote_revisions" ADD CONSTRAINT "blueprint_quote_revisions_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_quote_revisions" ADD CONSTRAINT "blueprint_quote_revisions_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blueprint_quote_revisions_blueprint_revision_key" ON "blueprint_quote_revisions" USING btree ("blueprint_id","revision");--> statement-breakpoint
-- Hand-written backfill: blueprints quoted before revisions existed get revision 1, issued six
-- months before their expiry, frozen from their current lines, so the checks below hold.
UPDATE "blueprints" SET "quote_issued_on" = ("quote_expires_at" - interval '6 months')::date, "quote_revision" = 1
  WHERE "quote_cents" IS NOT NULL;--> statement-breakpoint
INSERT INTO "blueprint_quote_revisions" ("blueprint_id", "revision", "amount_cents", "total_program_cost_cents",
    "direct_cost_to_district_cents", "lines", "issued_on", "valid_until", "issued_at", "approved_at", "approved_by_id")
  SELECT b."id", 1, b."quote_cents", greatest(b."total_program_cost_cents", b."direct_cost_to_district_cents"), b."direct_cost_to_district_cents",
    coalesce((SELECT jsonb_agg(jsonb_build_object('resourceId', r."id", 'name', r."name", 'type', r."type",
        'quantity', l."quantity", 'unitCostCents', l."unit_cost_cents") ORDER BY r."type", r."name")
      FROM "blueprint_resources" l JOIN "resources" r ON r."id" = l."resource_id" WHERE l."blueprint_id" = b."id"), '[]'::jsonb),
    b."quote_issued_on", b."quote_expires_at", b."created_at", b."approved_at", b."approved_by_id"
  FROM "blueprints" b WHERE b."quote_cents" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "blueprints" ADD CONSTRAINT "blueprints_quote_issue_check" CHECK (("blueprints"."quote_cents" is null) = ("blueprints"."quote_issued_on" is null) and ("blueprints"."quote_cents" is null) = ("blueprints"."quote_revision" is null)
        and "blueprints"."quote_issued_on" <= "blueprints"."quote_expires_at");--> statement-breakpoint
ALTER TABLE "blueprints" ADD CONSTRAINT "blueprints_contact_hours_check" CHECK ("blueprints"."contact_hours_min" >= 0 and "blueprints"."contact_hours_min" <= "blueprints"."contact_hours_max");--> statement-breakpoint
ALTER TABLE "blueprints" ADD CONSTRAINT "blueprints_version_check" CHECK ("blueprints"."version" >= 1);