CREATE INDEX "action_tasks_staff_order_idx" ON "action_tasks" USING btree (("completed_at" is not null),"due_date","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_date_idx" ON "applications" USING btree ("application_date","application_number");--> statement-breakpoint
CREATE INDEX "invitations_created_idx" ON "invitations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "kit_orders_created_idx" ON "kit_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_sort_name_idx" ON "users" USING btree (lower(coalesce(nullif(trim(coalesce("first_name", '') || ' ' || coalesce("last_name", '')), ''), "email")),"id");