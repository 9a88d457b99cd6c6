-- The sandbox card provider's tables leave the production schema (decision 0044). When the sandbox is
-- the provider, its own migrations (migrations-sandbox) run first and move these tables, rows and
-- all, into "payment_sandbox"; what is still here belongs to a database configured for Stripe.
DROP TABLE IF EXISTS "payment"."sandbox_idempotency" CASCADE;--> statement-breakpoint
DROP TABLE IF EXISTS "payment"."sandbox_payment_intents" CASCADE;--> statement-breakpoint
DROP TABLE IF EXISTS "payment"."sandbox_payment_methods" CASCADE;--> statement-breakpoint
DROP TABLE IF EXISTS "payment"."sandbox_setup_intents" CASCADE;
