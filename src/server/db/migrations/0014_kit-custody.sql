CREATE TABLE "kit_custody" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kit_id" uuid NOT NULL,
	"out_at" timestamp with time zone DEFAULT now() NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	"return_condition" text,
	"return_note" text,
	CONSTRAINT "kit_custody_condition_check" CHECK ("kit_custody"."return_condition" in ('ok', 'needs-parts', 'damaged', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "condition" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "kit_custody" ADD CONSTRAINT "kit_custody_order_id_kit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."kit_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_custody" ADD CONSTRAINT "kit_custody_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kit_custody_kit_out_key" ON "kit_custody" USING btree ("kit_id") WHERE "kit_custody"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "kit_custody_order_idx" ON "kit_custody" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_condition_check" CHECK ("kits"."condition" in ('ok', 'needs-parts', 'damaged', 'lost'));