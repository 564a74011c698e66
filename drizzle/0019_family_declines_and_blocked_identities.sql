CREATE TABLE "blocked_identities" (
	"user_id" text NOT NULL,
	"identity_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_identities_user_id_identity_hash_pk" PRIMARY KEY("user_id","identity_hash")
);
--> statement-breakpoint
CREATE TABLE "family_declines" (
	"user_id" text NOT NULL,
	"declined_user_id" text NOT NULL,
	"declined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "family_declines_user_id_declined_user_id_pk" PRIMARY KEY("user_id","declined_user_id")
);
--> statement-breakpoint
ALTER TABLE "blocked_identities" ADD CONSTRAINT "blocked_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_declines" ADD CONSTRAINT "family_declines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_declines" ADD CONSTRAINT "family_declines_declined_user_id_users_id_fk" FOREIGN KEY ("declined_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_identities_hash_idx" ON "blocked_identities" USING btree ("identity_hash");--> statement-breakpoint
CREATE INDEX "family_declines_declined_idx" ON "family_declines" USING btree ("declined_user_id");--> statement-breakpoint
CREATE INDEX "family_declines_at_idx" ON "family_declines" USING btree ("declined_at");