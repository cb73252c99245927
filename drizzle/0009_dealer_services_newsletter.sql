ALTER TABLE "mail_subscriptions" DROP CONSTRAINT "mail_subscriptions_kind_check";--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_subscriptions" ADD CONSTRAINT "mail_subscriptions_kind_check" CHECK (kind in ('search', 'priceDrop', 'newsletter'));