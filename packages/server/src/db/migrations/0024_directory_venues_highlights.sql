CREATE TABLE "venue_factsheets" (
	"page_id" text PRIMARY KEY NOT NULL,
	"capacity" integer,
	"stage" text,
	"pa" text,
	"foh" text,
	"backline" text DEFAULT 'none' NOT NULL,
	"backline_details" text,
	"rental" text DEFAULT 'no' NOT NULL,
	"newcomer_friendly" boolean DEFAULT false NOT NULL,
	"load_in" text,
	"parking" text,
	"sleeping" text DEFAULT 'none' NOT NULL,
	"catering" text,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_factsheets_capacity_check" CHECK ("venue_factsheets"."capacity" is null or "venue_factsheets"."capacity" > 0),
	CONSTRAINT "venue_factsheets_backline_check" CHECK ("venue_factsheets"."backline" in ('none', 'basic', 'full')),
	CONSTRAINT "venue_factsheets_rental_check" CHECK ("venue_factsheets"."rental" in ('no', 'whole', 'room')),
	CONSTRAINT "venue_factsheets_sleeping_check" CHECK ("venue_factsheets"."sleeping" in ('none', 'on_site', 'hotel_nearby'))
);
--> statement-breakpoint
CREATE TABLE "venue_ratings" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_page_id" text NOT NULL,
	"rater_user_id" text NOT NULL,
	"artist_page_id" text,
	"verified" boolean DEFAULT false NOT NULL,
	"organisation" smallint NOT NULL,
	"sound" smallint NOT NULL,
	"hospitality" smallint NOT NULL,
	"pay_reliability" smallint NOT NULL,
	"audience" smallint NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'visible' NOT NULL,
	"shadowed" boolean DEFAULT false NOT NULL,
	"statement_text" text,
	"statement_by" text,
	"statement_at" timestamp with time zone,
	"statement_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_ratings_state_check" CHECK ("venue_ratings"."state" in ('visible', 'hidden')),
	CONSTRAINT "venue_ratings_scores_check" CHECK ("venue_ratings"."organisation" between 1 and 5 and "venue_ratings"."sound" between 1 and 5 and "venue_ratings"."hospitality" between 1 and 5 and "venue_ratings"."pay_reliability" between 1 and 5 and "venue_ratings"."audience" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "highlights" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"note" text,
	"position" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "highlights_kind_check" CHECK ("highlights"."kind" in ('page', 'offer')),
	CONSTRAINT "highlights_note_length_check" CHECK (char_length("highlights"."note") <= 280)
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_subject_kind_check";--> statement-breakpoint
ALTER TABLE "moderation_measures" DROP CONSTRAINT "moderation_measures_kind_check";--> statement-breakpoint
ALTER TABLE "booking_applications" ADD COLUMN "first_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "venue_factsheets" ADD CONSTRAINT "venue_factsheets_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_factsheets" ADD CONSTRAINT "venue_factsheets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_ratings" ADD CONSTRAINT "venue_ratings_venue_page_id_pages_id_fk" FOREIGN KEY ("venue_page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_ratings" ADD CONSTRAINT "venue_ratings_rater_user_id_users_id_fk" FOREIGN KEY ("rater_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_ratings" ADD CONSTRAINT "venue_ratings_artist_page_id_pages_id_fk" FOREIGN KEY ("artist_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_ratings" ADD CONSTRAINT "venue_ratings_statement_by_users_id_fk" FOREIGN KEY ("statement_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_factsheets_capacity_idx" ON "venue_factsheets" USING btree ("capacity");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_ratings_venue_rater_key" ON "venue_ratings" USING btree ("venue_page_id","rater_user_id");--> statement-breakpoint
CREATE INDEX "venue_ratings_venue_list_idx" ON "venue_ratings" USING btree ("venue_page_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "venue_ratings"."state" = 'visible' and not "venue_ratings"."shadowed";--> statement-breakpoint
CREATE INDEX "venue_ratings_rater_idx" ON "venue_ratings" USING btree ("rater_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "highlights_subject_key" ON "highlights" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "highlights_position_idx" ON "highlights" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "users_musicians_newest_idx" ON "users" USING btree ("created_at","id") WHERE "users"."type" = 'musician';--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_city_idx" ON "profiles" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "profiles_instruments_idx" ON "profiles" USING gin ("instruments");--> statement-breakpoint
CREATE INDEX "pages_directory_newest_idx" ON "pages" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "pages_genres_idx" ON "pages" USING gin ("genres");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_kind_check" CHECK ("reports"."subject_kind" in ('user', 'page', 'booking', 'conversation', 'message', 'forum_topic', 'forum_comment', 'application', 'venue_rating', 'venue_statement'));--> statement-breakpoint
ALTER TABLE "moderation_measures" ADD CONSTRAINT "moderation_measures_kind_check" CHECK ("moderation_measures"."subject_kind" in ('user', 'page', 'booking', 'conversation', 'message', 'forum_topic', 'forum_comment', 'application', 'venue_rating', 'venue_statement'));--> statement-breakpoint
-- Hand-written (re-append after regenerating): the first answer of applications decided before
-- this column existed. Their last decision is the best record left; an application confirmed or
-- rejected once is counted as answered at that time.
UPDATE "booking_applications" SET "first_decided_at" = "decided_at"
  WHERE "decided_at" IS NOT NULL AND "status" IN ('confirmed', 'rejected');
