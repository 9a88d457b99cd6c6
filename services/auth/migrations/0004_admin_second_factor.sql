CREATE TABLE "auth"."admin_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"step" text NOT NULL,
	"token_hash" text NOT NULL,
	"sealed_secret" text,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."admin_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."admin_second_factors" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"last_used_step" integer NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."admin_challenges" ADD CONSTRAINT "admin_challenges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."admin_second_factors" ADD CONSTRAINT "admin_second_factors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_challenges_token_unique" ON "auth"."admin_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "admin_challenges_account_idx" ON "auth"."admin_challenges" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_recovery_codes_hash_unique" ON "auth"."admin_recovery_codes" USING btree ("account_id","code_hash");