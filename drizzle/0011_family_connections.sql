CREATE TABLE "family_blocks" (
	"user_id" text NOT NULL,
	"blocked_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_blocks_user_id_blocked_user_id_pk" PRIMARY KEY("user_id","blocked_user_id")
);
--> statement-breakpoint
CREATE TABLE "family_connections" (
	"user_id" text NOT NULL,
	"other_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_connections_user_id_other_user_id_pk" PRIMARY KEY("user_id","other_user_id")
);
--> statement-breakpoint
DROP INDEX "messages_unread_idx";--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "messages_enabled" text DEFAULT 'true' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "outside_engines_allowed" text DEFAULT 'false' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivery" text DEFAULT 'delivered' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_submissions" ADD COLUMN "reported_user_id" text;--> statement-breakpoint
ALTER TABLE "support_submissions" ADD COLUMN "reporter_user_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_blocks" ADD CONSTRAINT "family_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_blocks" ADD CONSTRAINT "family_blocks_blocked_user_id_users_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_connections" ADD CONSTRAINT "family_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_connections" ADD CONSTRAINT "family_connections_other_user_id_users_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_blocks_blocked_idx" ON "family_blocks" USING btree ("blocked_user_id");--> statement-breakpoint
CREATE INDEX "family_connections_other_idx" ON "family_connections" USING btree ("other_user_id");--> statement-breakpoint
ALTER TABLE "support_submissions" ADD CONSTRAINT "support_submissions_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_submissions" ADD CONSTRAINT "support_submissions_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_requests_idx" ON "messages" USING btree ("to_user_id","sent_at") WHERE "messages"."delivery" = 'request';--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("to_user_id") WHERE "messages"."is_read" = 'false' and "messages"."deleted_by_recipient" = 'false' and "messages"."delivery" = 'delivered';