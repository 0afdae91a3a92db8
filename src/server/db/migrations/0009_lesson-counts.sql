ALTER TABLE "resources" ADD COLUMN "lesson_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Kept by the database, so every writer (the staff editor, the seed, an import) keeps it right: each
-- change of a lesson counts its resource's lessons again (and the old resource's, when it moves).
CREATE FUNCTION "count_lessons_of_resource"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "resources" SET "lesson_count" = (SELECT count(*) FROM "lessons" WHERE "resource_id" = NEW."resource_id") WHERE "id" = NEW."resource_id";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "resources" SET "lesson_count" = (SELECT count(*) FROM "lessons" WHERE "resource_id" = OLD."resource_id") WHERE "id" = OLD."resource_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "lessons_count_on_resource" AFTER INSERT OR DELETE OR UPDATE OF "resource_id" ON "lessons" FOR EACH ROW EXECUTE FUNCTION "count_lessons_of_resource"();--> statement-breakpoint
UPDATE "resources" SET "lesson_count" = (SELECT count(*) FROM "lessons" WHERE "lessons"."resource_id" = "resources"."id");
