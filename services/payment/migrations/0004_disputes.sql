CREATE TABLE "payment"."disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"helper_id" uuid NOT NULL,
	"call_price_minor" bigint NOT NULL,
	"opened_by" text NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"resolution" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attachment" jsonb,
	"admin_resolution" text,
	"admin_attachment" jsonb,
	"refunded_minor" bigint,
	"refund_plan" jsonb,
	"compensation_minor" bigint,
	"note" text,
	"decided_by" uuid,
	"reviewed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_open_call_idx" ON "payment"."disputes" USING btree ("call_id") WHERE "payment"."disputes"."status" <> 'RESOLVED';--> statement-breakpoint
CREATE INDEX "disputes_call_idx" ON "payment"."disputes" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "disputes_user_idx" ON "payment"."disputes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_helper_idx" ON "payment"."disputes" USING btree ("helper_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "payment"."disputes" USING btree ("status","created_at");