CREATE TABLE "book_prints" (
	"id" text PRIMARY KEY NOT NULL,
	"story_id" text NOT NULL,
	"user_id" text NOT NULL,
	"state" text NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"pdf" "bytea",
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "book_prints" ADD CONSTRAINT "book_prints_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_prints" ADD CONSTRAINT "book_prints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_prints_story_key" ON "book_prints" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "book_prints_user_idx" ON "book_prints" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "book_prints_state_idx" ON "book_prints" USING btree ("state","queued_at");