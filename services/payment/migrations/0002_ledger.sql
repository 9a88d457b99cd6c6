CREATE TABLE "payment"."ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"debits_must_not_exceed_credits" boolean NOT NULL,
	"credits_must_not_exceed_debits" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment"."ledger_entries" (
	"account_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"transfer_id" text NOT NULL,
	"side" text NOT NULL,
	"pending_delta" bigint NOT NULL,
	"posted_delta" bigint NOT NULL,
	"debits_pending" bigint NOT NULL,
	"debits_posted" bigint NOT NULL,
	"credits_pending" bigint NOT NULL,
	"credits_posted" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_account_id_seq_pk" PRIMARY KEY("account_id","seq")
);
--> statement-breakpoint
CREATE TABLE "payment"."ledger_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"phase" text NOT NULL,
	"pending_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment"."ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "payment"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment"."ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "payment"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment"."ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "payment"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment"."ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "payment"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_kind_currency" ON "payment"."ledger_accounts" USING btree ("owner_id","kind","currency");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer" ON "payment"."ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_resolves_pending_once" ON "payment"."ledger_transfers" USING btree ("pending_id") WHERE "payment"."ledger_transfers"."pending_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_account" ON "payment"."ledger_transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_account" ON "payment"."ledger_transfers" USING btree ("credit_account_id","created_at");