CREATE TABLE "payment"."bank_details" (
	"helper_id" uuid PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment"."withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"helper_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"previous_wallet_minor" bigint NOT NULL,
	"special_instruction" text NOT NULL,
	"status" text NOT NULL,
	"approved_by" uuid,
	"transaction_id" text,
	"payout_method" text NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "withdrawals_helper_idx" ON "payment"."withdrawals" USING btree ("helper_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "payment"."withdrawals" USING btree ("created_at") WHERE "payment"."withdrawals"."status" in ('PENDING', 'IN_REVIEW');