CREATE TABLE "auth"."files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."social_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
ALTER TABLE "auth"."accounts" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "auth"."files" ADD CONSTRAINT "files_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."social_identities" ADD CONSTRAINT "social_identities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "auth"."files" USING btree ("owner_id","purpose");--> statement-breakpoint
CREATE INDEX "files_unclaimed_idx" ON "auth"."files" USING btree ("created_at") WHERE "auth"."files"."owner_id" is null;--> statement-breakpoint
CREATE INDEX "social_identities_account_idx" ON "auth"."social_identities" USING btree ("account_id");