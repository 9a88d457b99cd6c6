CREATE SEQUENCE "payment"."subscription_invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "payment"."subscription_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"account_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"provider_payment_intent_id" text,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"plan_id" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"paid_at" timestamp with time zone,
	"card_brand" text,
	"card_last4" text,
	"transfer_id" text,
	"refund_transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_invoices_status_known" CHECK ("payment"."subscription_invoices"."status" in ('OPEN', 'PAID', 'VOID', 'REFUNDED')),
	CONSTRAINT "subscription_invoices_reason_known" CHECK ("payment"."subscription_invoices"."reason" in ('SUBSCRIBE', 'RENEWAL', 'UPGRADE')),
	CONSTRAINT "subscription_invoices_total_not_negative" CHECK ("payment"."subscription_invoices"."total_minor" >= 0),
	CONSTRAINT "subscription_invoices_refund_within_total" CHECK ("payment"."subscription_invoices"."refunded_minor" >= 0 and "payment"."subscription_invoices"."refunded_minor" <= "payment"."subscription_invoices"."total_minor")
);
--> statement-breakpoint
CREATE TABLE "payment"."subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"next_plan_id" text,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"dunning_attempt" integer DEFAULT 0 NOT NULL,
	"first_failed_at" timestamp with time zone,
	"next_retry_at" timestamp with time zone,
	"grace_ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_known" CHECK ("payment"."subscriptions"."status" in ('INCOMPLETE', 'ACTIVE', 'PAST_DUE', 'ENDED')),
	CONSTRAINT "subscriptions_ended_reason_known" CHECK ("payment"."subscriptions"."ended_reason" is null or "payment"."subscriptions"."ended_reason" in ('CANCELED', 'PAYMENT_FAILED', 'INCOMPLETE')),
	CONSTRAINT "subscriptions_period_ordered" CHECK ("payment"."subscriptions"."current_period_end" > "payment"."subscriptions"."current_period_start"),
	CONSTRAINT "subscriptions_dunning_attempt_not_negative" CHECK ("payment"."subscriptions"."dunning_attempt" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment"."subscription_invoices" ADD CONSTRAINT "subscription_invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "payment"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_number_unique" ON "payment"."subscription_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_provider_id_unique" ON "payment"."subscription_invoices" USING btree ("provider","provider_invoice_id");--> statement-breakpoint
CREATE INDEX "subscription_invoices_account_idx" ON "payment"."subscription_invoices" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_account" ON "payment"."subscriptions" USING btree ("account_id") WHERE "payment"."subscriptions"."status" <> 'ENDED';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_id_unique" ON "payment"."subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "payment"."subscriptions" USING btree ("status","current_period_end");