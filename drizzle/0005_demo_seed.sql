CREATE TABLE "demo_seed" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"seed" jsonb NOT NULL,
	"target" integer NOT NULL,
	"plan_now" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "demo_seed_one_row" CHECK ("demo_seed"."id" = 1)
);
