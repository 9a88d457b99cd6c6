CREATE TABLE "call"."recording_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"recording_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call"."recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"helper_id" uuid NOT NULL,
	"state" text NOT NULL,
	"storage_type" text NOT NULL,
	"storage_key" text,
	"mime_type" text DEFAULT 'video/webm' NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"duration_seconds" double precision DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"user_removed_at" timestamp with time zone,
	"helper_removed_at" timestamp with time zone,
	CONSTRAINT "recordings_call_id_unique" UNIQUE("call_id")
);
--> statement-breakpoint
ALTER TABLE "call"."calls" ADD COLUMN "recording_type" text;--> statement-breakpoint
ALTER TABLE "call"."recording_links" ADD CONSTRAINT "recording_links_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "call"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call"."recordings" ADD CONSTRAINT "recordings_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "call"."calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_links_expiry_idx" ON "call"."recording_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "recordings_pending_idx" ON "call"."recordings" USING btree ("next_attempt_at") WHERE "call"."recordings"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "recordings_user_idx" ON "call"."recordings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recordings_helper_idx" ON "call"."recordings" USING btree ("helper_id","created_at");