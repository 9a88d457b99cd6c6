ALTER TABLE "content"."contact_messages" ADD COLUMN "account_id" uuid;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "content"."contact_messages" USING btree ("created_at");