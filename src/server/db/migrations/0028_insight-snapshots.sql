CREATE TABLE "insight_snapshots" (
	"chart" text PRIMARY KEY NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"answer" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
