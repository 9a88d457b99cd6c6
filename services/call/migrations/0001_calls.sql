CREATE TABLE "call"."calls" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"helper_id" uuid,
	"category_id" text NOT NULL,
	"state" text NOT NULL,
	"wave" integer DEFAULT 0 NOT NULL,
	"next_step_at" timestamp with time zone,
	"requested_helper_id" uuid,
	"caller_first_name" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"languages" text[] NOT NULL,
	"gender_preference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "call"."rings" (
	"call_id" text NOT NULL,
	"helper_id" uuid NOT NULL,
	"wave" integer NOT NULL,
	"rung_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"settled_at" timestamp with time zone,
	"distance_km" double precision NOT NULL,
	CONSTRAINT "rings_call_id_helper_id_pk" PRIMARY KEY("call_id","helper_id")
);
--> statement-breakpoint
ALTER TABLE "call"."rings" ADD CONSTRAINT "rings_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "call"."calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_one_open_per_user_uq" ON "call"."calls" USING btree ("user_id") WHERE "call"."calls"."state" in ('REQUESTED', 'RINGING');--> statement-breakpoint
CREATE INDEX "calls_open_next_step_idx" ON "call"."calls" USING btree ("next_step_at") WHERE "call"."calls"."state" in ('REQUESTED', 'RINGING');--> statement-breakpoint
CREATE INDEX "calls_user_idx" ON "call"."calls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rings_helper_ringing_idx" ON "call"."rings" USING btree ("helper_id") WHERE "call"."rings"."outcome" = 'RINGING';