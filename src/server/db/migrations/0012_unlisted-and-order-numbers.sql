ALTER TABLE "blueprints" ADD COLUMN "approval_recorded_by_id" uuid;--> statement-breakpoint
ALTER TABLE "blueprints" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "blueprints" ADD CONSTRAINT "blueprints_approval_recorded_by_id_users_id_fk" FOREIGN KEY ("approval_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "unlisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "unlisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders made before numbers existed are numbered in the order they were made, from 1001.
ALTER TABLE "kit_orders" ADD COLUMN "order_number" integer;--> statement-breakpoint
UPDATE "kit_orders" AS k SET "order_number" = 1000 + n.rn
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS rn FROM "kit_orders") AS n
  WHERE k."id" = n."id";--> statement-breakpoint
ALTER TABLE "kit_orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "kit_orders" ALTER COLUMN "order_number" ADD GENERATED ALWAYS AS IDENTITY (sequence name "kit_orders_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1);--> statement-breakpoint
SELECT setval('kit_orders_order_number_seq', coalesce((SELECT max("order_number") FROM "kit_orders"), 1000) + 1, false);--> statement-breakpoint
CREATE UNIQUE INDEX "kit_orders_order_number_key" ON "kit_orders" USING btree ("order_number");
