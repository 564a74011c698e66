CREATE TABLE "blocked_identities" (
	"user_id" text NOT NULL,
	"identity_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_identities_user_id_identity_hash_pk" PRIMARY KEY("user_id","identity_hash")
);
--> statement-breakpoint
ALTER TABLE "blocked_identities" ADD CONSTRAINT "blocked_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_identities_hash_idx" ON "blocked_identities" USING btree ("identity_hash");