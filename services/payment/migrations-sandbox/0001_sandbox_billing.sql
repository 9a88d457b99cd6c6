CREATE TABLE "payment_sandbox"."sandbox_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"billing_reason" text NOT NULL,
	"currency" text NOT NULL,
	"amount_due" bigint NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"amount_refunded" bigint DEFAULT 0 NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"payment_intent_id" text,
	"payment_status" text,
	"client_secret" text,
	"failure_code" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox"."sandbox_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"lookup_key" text NOT NULL,
	"product_name" text NOT NULL,
	"currency" text NOT NULL,
	"unit_amount" bigint NOT NULL,
	CONSTRAINT "sandbox_prices_lookup_key_unique" UNIQUE("lookup_key")
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox"."sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"price_id" text NOT NULL,
	"pending_price_id" text,
	"billing_cycle_anchor" timestamp with time zone NOT NULL,
	"period_index" integer DEFAULT 0 NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"default_payment_method_id" text,
	"latest_invoice_id" text,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox"."sandbox_test_clocks" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"frozen_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_invoices_subscription_idx" ON "payment_sandbox"."sandbox_invoices" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_customer_idx" ON "payment_sandbox"."sandbox_subscriptions" USING btree ("customer_id");