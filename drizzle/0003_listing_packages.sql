ALTER TABLE "listings" ADD COLUMN "packages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "all_in_deal" jsonb;