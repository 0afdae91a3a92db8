CREATE TABLE "event_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_tickets_expires_idx" ON "event_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_log_seq_key" ON "activity_log" USING btree ("seq");--> statement-breakpoint
-- The live event stream (docs/architecture.md, "Live events"): every new activity entry is announced
-- on the channel hop_events. NOTIFY is delivered at commit and never for a transaction rolled back,
-- so an event never tells of a change that did not happen; every API process LISTENs (PostgreSQL),
-- or the one embedded database delivers to its own process. The payload is small (well under
-- NOTIFY's 8,000 bytes): what changed and whose it is, never its content.
CREATE FUNCTION "announce_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hop_events', json_build_object(
    'seq', NEW."seq",
    'entityType', NEW."entity_type",
    'entityId', NEW."entity_id",
    'districtId', NEW."district_id",
    'action', NEW."action",
    'visibility', NEW."visibility",
    'atMs', floor(extract(epoch FROM NEW."created_at") * 1000)
  )::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activity_log_announce" AFTER INSERT ON "activity_log" FOR EACH ROW EXECUTE FUNCTION "announce_activity"();--> statement-breakpoint
-- A session ended (sign-out, "end other sessions", a reused refresh token, a password reset): its
-- open streams close at once, on whichever process holds them. A family's rows all carry one
-- payload, and NOTIFY folds identical payloads of one transaction into one.
CREATE FUNCTION "announce_session_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hop_events', json_build_object('sessionEnded', NEW."family_id")::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_announce_end" AFTER UPDATE OF "revoked_at" ON "refresh_tokens" FOR EACH ROW
  WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL) EXECUTE FUNCTION "announce_session_end"();
