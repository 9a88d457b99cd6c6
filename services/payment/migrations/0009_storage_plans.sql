CREATE TABLE "payment"."storage_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"storage_bytes" bigint NOT NULL,
	"retention_days" integer NOT NULL,
	"currency" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"interval" text NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_plans_price_not_negative" CHECK ("payment"."storage_plans"."price_minor" >= 0),
	CONSTRAINT "storage_plans_storage_positive" CHECK ("payment"."storage_plans"."storage_bytes" > 0),
	CONSTRAINT "storage_plans_retention_positive" CHECK ("payment"."storage_plans"."retention_days" > 0)
);
--> statement-breakpoint
-- The plans on offer at launch (issue 25, decision 0084): the free plan every account has (the 1 GiB of decision 0030) and two monthly plans.
INSERT INTO "payment"."storage_plans" ("id", "name", "summary", "storage_bytes", "retention_days", "currency", "price_minor", "interval") VALUES
	('free', '{"en": "Free", "ar": "مجاني"}', '{"en": "Room for a few recorded calls.", "ar": "مساحة لبضع مكالمات مسجلة."}', 1073741824, 90, 'USD', 0, 'MONTH'),
	('plus', '{"en": "Plus", "ar": "بلس"}', '{"en": "For people who record most of their calls.", "ar": "لمن يسجل معظم مكالماته."}', 10737418240, 365, 'USD', 499, 'MONTH'),
	('pro', '{"en": "Pro", "ar": "برو"}', '{"en": "For teams and helpers who keep every session.", "ar": "للفرق والمساعدين الذين يحتفظون بكل جلسة."}', 53687091200, 730, 'USD', 1299, 'MONTH');
