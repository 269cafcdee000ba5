CREATE TABLE "forum_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"description_de" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_category_moderators" (
	"category_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "forum_category_moderators_category_id_user_id_pk" PRIMARY KEY("category_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL,
	"parent_id" text,
	"author_user_id" text,
	"acting_page_id" text,
	"body" text NOT NULL,
	"state" text DEFAULT 'visible' NOT NULL,
	"shadowed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp (3) with time zone,
	CONSTRAINT "forum_comments_state_check" CHECK ("forum_comments"."state" in ('visible', 'hidden', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "forum_thread_bans" (
	"topic_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_thread_bans_topic_id_user_id_pk" PRIMARY KEY("topic_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_topic_follows" (
	"topic_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_topic_follows_topic_id_user_id_pk" PRIMARY KEY("topic_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"author_user_id" text,
	"acting_page_id" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"thread_state" text DEFAULT 'open' NOT NULL,
	"content_state" text DEFAULT 'published' NOT NULL,
	"shadowed" boolean DEFAULT false NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("forum_topics"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("forum_topics"."title", '')), 'A') || setweight(to_tsvector('german', coalesce("forum_topics"."body", '')), 'B') || setweight(to_tsvector('english', coalesce("forum_topics"."body", '')), 'B')) STORED NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp (3) with time zone,
	"last_activity_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_topics_thread_state_check" CHECK ("forum_topics"."thread_state" in ('open', 'closed', 'hidden')),
	CONSTRAINT "forum_topics_content_state_check" CHECK ("forum_topics"."content_state" in ('published', 'depublished')),
	CONSTRAINT "forum_topics_comment_count_check" CHECK ("forum_topics"."comment_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_subject_kind_check";--> statement-breakpoint
ALTER TABLE "moderation_measures" DROP CONSTRAINT "moderation_measures_kind_check";--> statement-breakpoint
ALTER TABLE "forum_category_moderators" ADD CONSTRAINT "forum_category_moderators_category_id_forum_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_category_moderators" ADD CONSTRAINT "forum_category_moderators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_parent_id_forum_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forum_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_acting_page_id_pages_id_fk" FOREIGN KEY ("acting_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_thread_bans" ADD CONSTRAINT "forum_thread_bans_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_thread_bans" ADD CONSTRAINT "forum_thread_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topic_follows" ADD CONSTRAINT "forum_topic_follows_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topic_follows" ADD CONSTRAINT "forum_topic_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_category_id_forum_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_acting_page_id_pages_id_fk" FOREIGN KEY ("acting_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_categories_slug_key" ON "forum_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "forum_category_moderators_user_idx" ON "forum_category_moderators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_comments_top_idx" ON "forum_comments" USING btree ("topic_id","created_at","id") WHERE "forum_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "forum_comments_parent_idx" ON "forum_comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_comments_author_idx" ON "forum_comments" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "forum_comments_page_idx" ON "forum_comments" USING btree ("acting_page_id");--> statement-breakpoint
CREATE INDEX "forum_thread_bans_user_idx" ON "forum_thread_bans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_topic_follows_user_idx" ON "forum_topic_follows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_topics_activity_idx" ON "forum_topics" USING btree ("last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "forum_topics"."content_state" = 'published';--> statement-breakpoint
CREATE INDEX "forum_topics_newest_idx" ON "forum_topics" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "forum_topics"."content_state" = 'published';--> statement-breakpoint
CREATE INDEX "forum_topics_category_activity_idx" ON "forum_topics" USING btree ("category_id","last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "forum_topics"."content_state" = 'published';--> statement-breakpoint
CREATE INDEX "forum_topics_category_newest_idx" ON "forum_topics" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "forum_topics"."content_state" = 'published';--> statement-breakpoint
CREATE INDEX "forum_topics_tags_idx" ON "forum_topics" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "forum_topics_search_idx" ON "forum_topics" USING gin ("search");--> statement-breakpoint
CREATE INDEX "forum_topics_author_idx" ON "forum_topics" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "forum_topics_page_idx" ON "forum_topics" USING btree ("acting_page_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_kind_check" CHECK ("reports"."subject_kind" in ('user', 'page', 'booking', 'conversation', 'message', 'forum_topic', 'forum_comment'));--> statement-breakpoint
ALTER TABLE "moderation_measures" ADD CONSTRAINT "moderation_measures_kind_check" CHECK ("moderation_measures"."subject_kind" in ('user', 'page', 'booking', 'conversation', 'message', 'forum_topic', 'forum_comment'));--> statement-breakpoint
INSERT INTO "forum_categories" ("id", "slug", "name_de", "name_en", "description_de", "description_en", "position") VALUES
	('fcatallg01', 'allgemein', 'Allgemeines', 'General', 'Alles rund ums Musikmachen, was sonst nirgends passt.', 'Everything about making music that fits nowhere else.', 1),
	('fcatgear01', 'equipment', 'Equipment & Technik', 'Gear & tech', 'Instrumente, Verstärker, Recording, Backline.', 'Instruments, amps, recording, backline.', 2),
	('fcatgigs01', 'auftritte', 'Auftritte & Booking', 'Gigs & booking', 'Erfahrungen mit Veranstaltern, Gagen, Verträgen.', 'Experiences with promoters, fees and contracts.', 3),
	('fcatband01', 'bandleben', 'Bandleben', 'Band life', 'Proberaum, Besetzung, Organisation.', 'Rehearsal rooms, line-ups, organisation.', 4),
	('fcatrecht1', 'recht-gema', 'Recht & GEMA', 'Legal & GEMA', 'Urheberrecht, GEMA, Steuern, Versicherung.', 'Copyright, GEMA, taxes, insurance.', 5);
