CREATE TABLE "presence" (
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"tab" text NOT NULL,
	"district_id" uuid NOT NULL,
	"activity" text NOT NULL,
	"visibility" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "presence_subject_user_id_tab_pk" PRIMARY KEY("subject","user_id","tab")
);
--> statement-breakpoint
ALTER TABLE "presence" ADD CONSTRAINT "presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence" ADD CONSTRAINT "presence_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_expires_idx" ON "presence" USING btree ("expires_at");--> statement-breakpoint
-- Presence (docs/architecture.md, "Live events"): a tab that comes, goes (leaves or expires) or
-- changes activity is announced on hop_events, the live events' channel, as {presence: subject,
-- districtId, visibility}; every process's streams pass it to those who may hear of it. A heartbeat
-- that only moves expires_at announces nothing, so an open page costs no traffic beyond its beat.
CREATE FUNCTION "announce_presence"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_changed "presence";
BEGIN
  IF TG_OP = 'DELETE' THEN row_changed := OLD; ELSE row_changed := NEW; END IF;
  PERFORM pg_notify('hop_events', json_build_object(
    'presence', row_changed."subject",
    'districtId', row_changed."district_id",
    'visibility', row_changed."visibility"
  )::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "presence_announce" AFTER INSERT OR DELETE ON "presence" FOR EACH ROW EXECUTE FUNCTION "announce_presence"();--> statement-breakpoint
CREATE TRIGGER "presence_announce_activity" AFTER UPDATE OF "activity" ON "presence" FOR EACH ROW
  WHEN (OLD."activity" IS DISTINCT FROM NEW."activity") EXECUTE FUNCTION "announce_presence"();
