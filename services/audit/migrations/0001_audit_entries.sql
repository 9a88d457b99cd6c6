CREATE TABLE "audit"."audit_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"service" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"request_id" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_time_idx" ON "audit"."audit_entries" USING btree ("occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit"."audit_entries" USING btree ("actor_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_object_idx" ON "audit"."audit_entries" USING btree ("object_type","object_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_action_idx" ON "audit"."audit_entries" USING btree ("action","occurred_at" DESC NULLS LAST);