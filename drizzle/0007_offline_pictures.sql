ALTER TABLE "generated_images" ADD COLUMN "offline_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "generated_images_offline_key_idx" ON "generated_images" USING btree ("offline_key");