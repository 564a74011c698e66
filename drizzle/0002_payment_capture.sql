ALTER TABLE "payments" ADD COLUMN "capture_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_captured_idx" ON "payments" USING btree ("status","captured_at");--> statement-breakpoint
CREATE INDEX "users_subscription_end_idx" ON "users" USING btree ("subscription_end_date");