CREATE TABLE "call"."storage_entitlements" (
	"account_id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"quota_bytes" bigint NOT NULL,
	"retention_days" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
