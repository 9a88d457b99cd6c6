CREATE TABLE "call"."call_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" text NOT NULL,
	"party" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call"."call_messages" ADD CONSTRAINT "call_messages_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "call"."calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_messages_call_idx" ON "call"."call_messages" USING btree ("call_id","sent_at");