CREATE TABLE "call"."call_endings" (
	"call_id" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"billable_seconds" integer NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call"."call_presence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" text NOT NULL,
	"party" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "call"."calls" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call"."calls" ADD COLUMN "user_left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call"."calls" ADD COLUMN "helper_left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call"."calls" ADD COLUMN "call_left_by" text;--> statement-breakpoint
ALTER TABLE "call"."calls" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "call"."calls" ADD COLUMN "billable_seconds" integer;--> statement-breakpoint
ALTER TABLE "call"."call_endings" ADD CONSTRAINT "call_endings_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "call"."calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call"."call_presence" ADD CONSTRAINT "call_presence_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "call"."calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_presence_call_idx" ON "call"."call_presence" USING btree ("call_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "call_presence_one_open_uq" ON "call"."call_presence" USING btree ("call_id","party") WHERE "call"."call_presence"."left_at" is null;--> statement-breakpoint
CREATE INDEX "calls_live_next_step_idx" ON "call"."calls" USING btree ("next_step_at") WHERE "call"."calls"."state" in ('ACCEPTED', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "calls_live_user_idx" ON "call"."calls" USING btree ("user_id") WHERE "call"."calls"."state" in ('ACCEPTED', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "calls_live_helper_idx" ON "call"."calls" USING btree ("helper_id") WHERE "call"."calls"."state" in ('ACCEPTED', 'IN_PROGRESS');--> statement-breakpoint
-- Calls accepted before this migration get their one-hour deadline from the accept (decision 0026): the timers end them at start.
UPDATE "call"."calls" SET "ends_at" = "accepted_at" + interval '1 hour', "next_step_at" = "accepted_at" + interval '1 hour' WHERE "state" = 'ACCEPTED' AND "ends_at" IS NULL AND "accepted_at" IS NOT NULL;
