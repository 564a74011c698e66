ALTER TABLE "generated_images" ADD COLUMN "is_story_scene" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trial_address_usage" ADD COLUMN "stories_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_trials" ADD COLUMN "stories_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "generated_images_unsaved_scene_idx" ON "generated_images" USING btree ("created_at") WHERE "generated_images"."is_story_scene" and "generated_images"."story_id" is null;