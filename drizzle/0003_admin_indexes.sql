CREATE INDEX "generated_images_created_idx" ON "generated_images" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");