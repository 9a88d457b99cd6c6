CREATE TABLE "auth"."account_warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "auth"."account_warnings" ADD CONSTRAINT "account_warnings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_warnings_account_idx" ON "auth"."account_warnings" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_warnings_source_unique" ON "auth"."account_warnings" USING btree ("source","source_id");