ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Last sign-in of existing accounts: the start of their newest session (a family's first token).
UPDATE "users" SET "last_sign_in_at" = s."started" FROM (
  SELECT "user_id", max("first") AS "started" FROM (
    SELECT "user_id", min("created_at") AS "first" FROM "refresh_tokens" GROUP BY "user_id", "family_id"
  ) f GROUP BY "user_id"
) s WHERE s."user_id" = "users"."id";
