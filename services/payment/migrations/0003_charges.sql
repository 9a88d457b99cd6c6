CREATE TABLE "payment"."call_charges" (
	"call_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"helper_id" uuid,
	"category_id" text NOT NULL,
	"rate_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"hold_intent_id" text,
	"hold_minor" bigint NOT NULL,
	"billable_seconds" integer,
	"commission_basis_points" integer,
	"price_minor" bigint,
	"commission_minor" bigint,
	"captured_minor" bigint,
	"tab_minor" bigint,
	"tab_charge_id" uuid,
	"release_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment"."tab_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"intent_id" text,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "call_charges_user_idx" ON "payment"."call_charges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "call_charges_helper_idx" ON "payment"."call_charges" USING btree ("helper_id","ended_at");--> statement-breakpoint
CREATE INDEX "call_charges_release_idx" ON "payment"."call_charges" USING btree ("release_at") WHERE "payment"."call_charges"."released_at" IS NULL AND "payment"."call_charges"."status" = 'CHARGED';--> statement-breakpoint
CREATE INDEX "call_charges_unpaid_tab_idx" ON "payment"."call_charges" USING btree ("user_id","ended_at") WHERE "payment"."call_charges"."tab_minor" > 0 AND "payment"."call_charges"."tab_charge_id" IS NULL;--> statement-breakpoint
CREATE INDEX "tab_charges_user_idx" ON "payment"."tab_charges" USING btree ("user_id","created_at");