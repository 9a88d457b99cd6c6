ALTER TABLE "call"."call_flags" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "call"."call_flags" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call"."call_flags" ADD COLUMN "review_outcome" text;--> statement-breakpoint
ALTER TABLE "call"."call_flags" ADD COLUMN "review_note" text;--> statement-breakpoint
CREATE INDEX "call_flags_open_idx" ON "call"."call_flags" USING btree ("created_at") WHERE "call"."call_flags"."reviewed_at" IS NULL AND "call"."call_flags"."active";