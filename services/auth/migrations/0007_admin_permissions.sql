CREATE TABLE "auth"."admin_permissions" (
	"account_id" uuid NOT NULL,
	"permission" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_permissions_account_id_permission_pk" PRIMARY KEY("account_id","permission")
);
--> statement-breakpoint
ALTER TABLE "auth"."admin_permissions" ADD CONSTRAINT "admin_permissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every admin could do everything before permissions (decision 0083): today's admins keep managing admins.
INSERT INTO "auth"."admin_permissions" ("account_id", "permission") SELECT "account_id", 'admins.manage' FROM "auth"."account_roles" WHERE "role" = 'ADMIN' ON CONFLICT DO NOTHING;
