CREATE TABLE "count_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"district_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"counted_by_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"projects" jsonb NOT NULL,
	"unexpected" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "count_sessions" ADD CONSTRAINT "count_sessions_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_sessions" ADD CONSTRAINT "count_sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_sessions" ADD CONSTRAINT "count_sessions_counted_by_id_users_id_fk" FOREIGN KEY ("counted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "count_sessions_school_idx" ON "count_sessions" USING btree ("school_id","finished_at");--> statement-breakpoint
CREATE INDEX "count_sessions_district_idx" ON "count_sessions" USING btree ("district_id");