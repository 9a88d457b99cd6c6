-- The sandbox card provider's schema (decision 0044), migrated only when the sandbox is the provider.
CREATE SCHEMA IF NOT EXISTS "payment_sandbox";
--> statement-breakpoint
-- A development database made before 0044 keeps its test cards: the tables move out of "payment",
-- rows and indexes with them (payment's migration 0007 then finds nothing to drop).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['sandbox_idempotency', 'sandbox_payment_intents', 'sandbox_payment_methods', 'sandbox_setup_intents'] LOOP
    IF to_regclass(format('payment.%I', name)) IS NOT NULL AND to_regclass(format('payment_sandbox.%I', name)) IS NULL THEN
      EXECUTE format('ALTER TABLE payment.%I SET SCHEMA payment_sandbox', name);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE IF EXISTS "payment_sandbox"."sandbox_payment_intents" ADD COLUMN IF NOT EXISTS "client_secret" text;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_sandbox"."sandbox_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_sandbox"."sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"amount_received" bigint DEFAULT 0 NOT NULL,
	"amount_refunded" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"client_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_sandbox"."sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_sandbox"."sandbox_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"status" text NOT NULL,
	"payment_method_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sandbox_payment_methods_customer_idx" ON "payment_sandbox"."sandbox_payment_methods" USING btree ("customer_id");