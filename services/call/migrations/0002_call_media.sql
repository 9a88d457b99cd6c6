ALTER TABLE "call"."calls" ADD COLUMN "recording" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "call"."calls" ADD COLUMN "media" text;--> statement-breakpoint
ALTER TABLE "call"."calls" ADD COLUMN "media_pin" text;--> statement-breakpoint
ALTER TABLE "call"."calls" ADD COLUMN "media_secret" text;