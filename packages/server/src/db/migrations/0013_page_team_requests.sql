CREATE TABLE "page_team_requests" (
	"page_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_team_requests_page_id_user_id_pk" PRIMARY KEY("page_id","user_id"),
	CONSTRAINT "page_team_requests_kind_check" CHECK ("page_team_requests"."kind" in ('invitation', 'request')),
	CONSTRAINT "page_team_requests_role_check" CHECK ("page_team_requests"."role" in ('member', 'team'))
);
--> statement-breakpoint
ALTER TABLE "page_team_requests" ADD CONSTRAINT "page_team_requests_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_team_requests" ADD CONSTRAINT "page_team_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_team_requests" ADD CONSTRAINT "page_team_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_team_requests_user_idx" ON "page_team_requests" USING btree ("user_id");