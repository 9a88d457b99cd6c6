CREATE INDEX "calls_created_idx" ON "call"."calls" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "calls_ended_idx" ON "call"."calls" USING btree ("ended_at");