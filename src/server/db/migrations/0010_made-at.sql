ALTER TABLE "count_sessions" ADD COLUMN "made_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_counts" ADD COLUMN "made_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "kit_returns" ADD COLUMN "made_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "inventory_counted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "count_sessions" SET "made_at" = "created_at";--> statement-breakpoint
UPDATE "inventory_counts" SET "made_at" = "counted_at";--> statement-breakpoint
UPDATE "kit_returns" SET "made_at" = "created_at";--> statement-breakpoint
UPDATE "projects" SET "inventory_counted_at" = "inventory_updated_at";
