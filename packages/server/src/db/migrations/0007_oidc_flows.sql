CREATE TABLE "oidc_flows" (
	"id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"identity" jsonb,
	"user_id" text,
	"password_required" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oidc_flows" ADD CONSTRAINT "oidc_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_flows_secret_hash_key" ON "oidc_flows" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "oidc_flows_expires_at_idx" ON "oidc_flows" USING btree ("expires_at");