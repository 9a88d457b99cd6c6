CREATE INDEX "accounts_email_prefix_idx" ON "auth"."accounts" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_phone_prefix_idx" ON "auth"."accounts" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_full_name_prefix_idx" ON "auth"."accounts" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_last_name_prefix_idx" ON "auth"."accounts" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_created_idx" ON "auth"."accounts" USING btree ("created_at");