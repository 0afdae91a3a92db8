CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"file" text NOT NULL,
	"bytes" bigint NOT NULL,
	"trigger" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backups_trigger_check" CHECK ("backups"."trigger" in ('scheduled', 'manual'))
);
--> statement-breakpoint
CREATE INDEX "backups_taken_idx" ON "backups" USING btree ("taken_at");