ALTER TABLE "dealer_api_calls" ADD COLUMN "request_id" text;
