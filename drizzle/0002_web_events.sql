CREATE TABLE "web_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"listing_id" integer,
	"dealer_id" integer,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"correlation_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "web_events" ADD CONSTRAINT "web_events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_events" ADD CONSTRAINT "web_events_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_events_vehicle_created_idx" ON "web_events" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "web_events_dealer_created_idx" ON "web_events" USING btree ("dealer_id","created_at");