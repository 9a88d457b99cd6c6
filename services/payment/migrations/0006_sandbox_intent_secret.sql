-- IF EXISTS: on a database whose sandbox tables already moved to "payment_sandbox" (decision 0044) there is nothing to alter here.
ALTER TABLE IF EXISTS "payment"."sandbox_payment_intents" ADD COLUMN IF NOT EXISTS "client_secret" text;
