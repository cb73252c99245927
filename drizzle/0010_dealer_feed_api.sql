CREATE TABLE "dealer_api_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_key_id" integer NOT NULL,
	"call" text NOT NULL,
	"dealer_external_id" text,
	"status" smallint NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duration_ms" integer NOT NULL,
	"replayed" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_api_idempotency" (
	"api_key_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" smallint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_api_idempotency_api_key_id_idempotency_key_pk" PRIMARY KEY("api_key_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "dealer_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"label" text NOT NULL,
	"dealer_external_ids" text[] NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dealer_photos" (
	"name" text PRIMARY KEY NOT NULL,
	"dealer_id" integer,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_api_calls" ADD CONSTRAINT "dealer_api_calls_api_key_id_dealer_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."dealer_api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_api_idempotency" ADD CONSTRAINT "dealer_api_idempotency_api_key_id_dealer_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."dealer_api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_photos" ADD CONSTRAINT "dealer_photos_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_api_calls_key_created_idx" ON "dealer_api_calls" USING btree ("api_key_id","created_at");--> statement-breakpoint
CREATE INDEX "dealer_api_idempotency_created_idx" ON "dealer_api_idempotency" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_api_keys_key_id_uq" ON "dealer_api_keys" USING btree ("key_id");