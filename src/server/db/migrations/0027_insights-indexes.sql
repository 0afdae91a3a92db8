CREATE INDEX "kit_orders_checkout_due_idx" ON "kit_orders" USING btree ("return_date","start_date","status","kits_needed","kits_returned","project_id","id") WHERE "kit_orders"."kind" = 'checkout';--> statement-breakpoint
CREATE INDEX "kit_returns_made_at_idx" ON "kit_returns" USING btree ("made_at","order_id");--> statement-breakpoint
CREATE INDEX "kits_labelled_idx" ON "kits" USING btree ("created_at") WHERE "kits"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "kits_retired_idx" ON "kits" USING btree ("retired_at") WHERE "kits"."retired_at" is not null;