CREATE TABLE "content"."policy_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"title" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"summary" text NOT NULL,
	"effective_from" date NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "policy_versions_slug_version" UNIQUE("slug","version")
);
--> statement-breakpoint
ALTER TABLE "content"."categories" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content"."policy_versions" ADD CONSTRAINT "policy_versions_slug_policies_slug_fk" FOREIGN KEY ("slug") REFERENCES "content"."policies"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_versions_effective_idx" ON "content"."policy_versions" USING btree ("slug","effective_from");--> statement-breakpoint
-- Each policy's text so far is its version 1, in effect from the day it was last changed (decision 0081).
INSERT INTO "content"."policy_versions" ("slug", "version", "title", "sections", "summary", "effective_from", "created_at")
SELECT "slug", 1, "title", "sections", 'The first published version.', ("updated_at" AT TIME ZONE 'UTC')::date, "updated_at" FROM "content"."policies";--> statement-breakpoint
ALTER TABLE "content"."policies" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "content"."policies" DROP COLUMN "sections";