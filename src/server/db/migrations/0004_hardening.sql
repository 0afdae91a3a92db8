ALTER TABLE "applications" ADD COLUMN "district_linked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "processed_mutations_created_idx" ON "processed_mutations" USING btree ("created_at");--> statement-breakpoint
-- Hand-written: applications made before the column existed are linked when their applicant belongs to their district.
UPDATE "applications" SET "district_linked" = true FROM "users" WHERE "users"."id" = "applications"."user_id" AND "users"."district_id" = "applications"."district_id";