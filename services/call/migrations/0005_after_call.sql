CREATE TABLE "call"."call_feedback" (
	"call_id" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "call_feedback_call_id_side_pk" PRIMARY KEY("call_id","side")
);
--> statement-breakpoint
CREATE TABLE "call"."call_flags" (
	"call_id" text NOT NULL,
	"side" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"active" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "call_flags_call_id_side_pk" PRIMARY KEY("call_id","side")
);
--> statement-breakpoint
CREATE TABLE "call"."call_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call"."call_reviews" (
	"call_id" text NOT NULL,
	"side" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"rating" integer,
	"review" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "call_reviews_call_id_side_pk" PRIMARY KEY("call_id","side")
);
--> statement-breakpoint
CREATE TABLE "call"."call_summaries" (
	"call_id" text PRIMARY KEY NOT NULL,
	"summary" text NOT NULL,
	"steps" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call"."call_feedback" ADD CONSTRAINT "call_feedback_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "call"."calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call"."call_flags" ADD CONSTRAINT "call_flags_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "call"."calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call"."call_notes" ADD CONSTRAINT "call_notes_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "call"."calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call"."call_reviews" ADD CONSTRAINT "call_reviews_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "call"."calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call"."call_summaries" ADD CONSTRAINT "call_summaries_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "call"."calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_flags_subject_idx" ON "call"."call_flags" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "call_notes_call_idx" ON "call"."call_notes" USING btree ("call_id","created_at");--> statement-breakpoint
CREATE INDEX "call_reviews_subject_idx" ON "call"."call_reviews" USING btree ("subject_id","side","created_at");--> statement-breakpoint
CREATE INDEX "calls_helper_ended_idx" ON "call"."calls" USING btree ("helper_id","accepted_at") WHERE "call"."calls"."state" = 'ENDED';