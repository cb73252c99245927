CREATE TABLE "lead_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "listing_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "mail_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "next_mail_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "mail_error" text;--> statement-breakpoint
ALTER TABLE "lead_photos" ADD CONSTRAINT "lead_photos_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_photos_lead_position_uq" ON "lead_photos" USING btree ("lead_id","position");--> statement-breakpoint
CREATE INDEX "leads_mail_due_idx" ON "leads" USING btree ("mail_status","next_mail_at") WHERE mail_status <> 'sent';--> statement-breakpoint
-- Leads whose mail failed before there were retries get them; 'pending' rows older than the claim lease were cut off mid-send.
UPDATE "leads" SET "mail_status" = 'failed', "mail_attempts" = 1, "next_mail_at" = now() WHERE "mail_status" = 'failed' OR ("mail_status" = 'pending' AND "created_at" < now() - interval '15 minutes');
