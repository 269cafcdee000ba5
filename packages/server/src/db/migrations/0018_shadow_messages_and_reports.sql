CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"reporter_user_id" text,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_owner_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp (3) with time zone,
	CONSTRAINT "reports_subject_kind_check" CHECK ("reports"."subject_kind" in ('user', 'page', 'booking', 'conversation', 'message')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('spam', 'harassment', 'hate', 'violence', 'sexual', 'illegal', 'misinformation', 'copyright', 'impersonation', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'in_review', 'upheld', 'rejected')),
	CONSTRAINT "reports_details_length" CHECK (length("reports"."details") <= 1000),
	CONSTRAINT "reports_decided_at" CHECK (("reports"."status" in ('upheld', 'rejected')) = ("reports"."decided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "shadowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_per_reporter_key" ON "reports" USING btree ("reporter_user_id","subject_kind","subject_id") WHERE "reports"."status" in ('open', 'in_review');--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_subject_idx" ON "reports" USING btree ("subject_kind","subject_id","status");