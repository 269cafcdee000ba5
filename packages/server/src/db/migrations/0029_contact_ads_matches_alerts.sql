CREATE TABLE "contact_ad_match_notices" (
	"ad_low_id" text NOT NULL,
	"ad_high_id" text NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_ad_match_notices_ad_low_id_ad_high_id_pk" PRIMARY KEY("ad_low_id","ad_high_id")
);
--> statement-breakpoint
CREATE TABLE "digest_items" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_context_kind_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_subject_kind_check";--> statement-breakpoint
ALTER TABLE "moderation_measures" DROP CONSTRAINT "moderation_measures_kind_check";--> statement-breakpoint
ALTER TABLE "bookmarks" ADD COLUMN "alert" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_ads" ADD COLUMN "matches_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_ads" ADD COLUMN "matches_seen_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_ad_match_notices" ADD CONSTRAINT "contact_ad_match_notices_ad_low_id_contact_ads_id_fk" FOREIGN KEY ("ad_low_id") REFERENCES "public"."contact_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_ad_match_notices" ADD CONSTRAINT "contact_ad_match_notices_ad_high_id_contact_ads_id_fk" FOREIGN KEY ("ad_high_id") REFERENCES "public"."contact_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_items" ADD CONSTRAINT "digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_ad_match_notices_high_idx" ON "contact_ad_match_notices" USING btree ("ad_high_id");--> statement-breakpoint
CREATE UNIQUE INDEX "digest_items_user_key" ON "digest_items" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "digest_items_pending_idx" ON "digest_items" USING btree ("user_id","created_at") WHERE "digest_items"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "bookmarks_alert_route_idx" ON "bookmarks" USING btree ("route") WHERE "bookmarks"."alert";--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_context_kind_check" CHECK ("conversations"."context_kind" in ('booking', 'application', 'page', 'contactad'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_kind_check" CHECK ("reports"."subject_kind" in ('user', 'page', 'booking', 'conversation', 'message', 'forum_topic', 'forum_comment', 'application', 'venue_rating', 'venue_statement', 'contactad'));--> statement-breakpoint
ALTER TABLE "moderation_measures" ADD CONSTRAINT "moderation_measures_kind_check" CHECK ("moderation_measures"."subject_kind" in ('user', 'page', 'booking', 'conversation', 'message', 'forum_topic', 'forum_comment', 'application', 'venue_rating', 'venue_statement', 'contactad'));