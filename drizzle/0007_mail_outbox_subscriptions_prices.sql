CREATE TABLE "listing_prices" (
	"listing_id" integer NOT NULL,
	"price" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_prices_listing_id_since_pk" PRIMARY KEY("listing_id","since")
);
--> statement-breakpoint
CREATE TABLE "used_bot_checks" (
	"signature_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK (status in ('pending', 'sending', 'sent', 'undeliverable'))
);
--> statement-breakpoint
CREATE TABLE "mail_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"address_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"frequency" text NOT NULL,
	"url" text NOT NULL,
	"label" text NOT NULL,
	"filters" text DEFAULT '' NOT NULL,
	"request" jsonb,
	"listing_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"next_alert_at" timestamp with time zone,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "mail_subscriptions_kind_check" CHECK (kind in ('search', 'priceDrop')),
	CONSTRAINT "mail_subscriptions_status_check" CHECK (status in ('pending', 'confirmed', 'paused', 'unsubscribed')),
	CONSTRAINT "mail_subscriptions_frequency_check" CHECK (frequency in ('direct', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "subscriber_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inactive_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listing_prices" ADD CONSTRAINT "listing_prices_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_subscriptions" ADD CONSTRAINT "mail_subscriptions_address_id_subscriber_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."subscriber_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_prices_since_idx" ON "listing_prices" USING btree ("since");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_uq" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at") WHERE status in ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "mail_subscriptions_address_url_uq" ON "mail_subscriptions" USING btree ("address_id","kind","url");--> statement-breakpoint
CREATE INDEX "mail_subscriptions_due_idx" ON "mail_subscriptions" USING btree ("next_alert_at","id") WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX "mail_subscriptions_pending_idx" ON "mail_subscriptions" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriber_addresses_email_uq" ON "subscriber_addresses" USING btree ("email");--> statement-breakpoint
CREATE INDEX "listings_added_at_idx" ON "listings" USING btree ("added_at");--> statement-breakpoint
INSERT INTO "listing_prices" ("listing_id", "price", "since") SELECT "id", "price", "added_at" FROM "listings";
