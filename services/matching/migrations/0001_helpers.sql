CREATE TABLE "matching"."helpers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'UNKNOWN' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"profile_at" timestamp with time zone,
	"approved" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"available" boolean DEFAULT false NOT NULL,
	"available_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "helpers_approved_categories_idx" ON "matching"."helpers" USING gin ("categories") WHERE "matching"."helpers"."approved";