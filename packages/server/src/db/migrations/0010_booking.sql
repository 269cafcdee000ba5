CREATE TABLE "booking_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"date_id" text NOT NULL,
	"page_id" text NOT NULL,
	"applied_by" text,
	"status" text DEFAULT 'applied' NOT NULL,
	"text" text,
	"expected_pay_cents" integer,
	"reject_reason" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"offerer_reminded_at" timestamp with time zone,
	"artist_reminded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_applications_status_check" CHECK ("booking_applications"."status" in ('applied', 'withdrawn', 'cancelled', 'rejected', 'confirmed', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "booking_dates" (
	"id" text PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"starts_at" timestamp with time zone,
	"slots" integer NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	CONSTRAINT "booking_dates_slots_check" CHECK ("booking_dates"."slots" >= 1),
	CONSTRAINT "booking_dates_confirmed_check" CHECK ("booking_dates"."confirmed" >= 0 and "booking_dates"."confirmed" <= "booking_dates"."slots")
);
--> statement-breakpoint
CREATE TABLE "booking_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"publisher_user_id" text NOT NULL,
	"publisher_page_id" text,
	"title" text NOT NULL,
	"performance_type" text NOT NULL,
	"private_event" boolean DEFAULT false NOT NULL,
	"venue_page_id" text,
	"virtual" boolean DEFAULT false NOT NULL,
	"schedule" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"pay_kind" text NOT NULL,
	"pay_amount_cents" integer,
	"backline" text,
	"conditions" text,
	"description" text,
	"wanted_genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"wanted_cultures" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_cultures" text[] DEFAULT '{}'::text[] NOT NULL,
	"sought_forms" text[] DEFAULT '{}'::text[] NOT NULL,
	"local_acts_preferred" boolean DEFAULT false NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"apply_text_required" boolean DEFAULT false NOT NULL,
	"voting" boolean DEFAULT false NOT NULL,
	"apply_until" timestamp with time zone,
	"phase" text DEFAULT 'draft' NOT NULL,
	"reschedules" integer DEFAULT 0 NOT NULL,
	"first_starts_at" timestamp with time zone,
	"last_starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("booking_offers"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("booking_offers"."title", '')), 'A') || setweight(to_tsvector('german', coalesce("booking_offers"."description", '')), 'B') || setweight(to_tsvector('english', coalesce("booking_offers"."description", '')), 'B')) STORED NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_offers_performance_type_check" CHECK ("booking_offers"."performance_type" in ('live', 'stream', 'hybrid', 'session', 'other')),
	CONSTRAINT "booking_offers_schedule_check" CHECK ("booking_offers"."schedule" in ('single', 'none', 'series')),
	CONSTRAINT "booking_offers_pay_kind_check" CHECK ("booking_offers"."pay_kind" in ('pay', 'cost', 'negotiable', 'none')),
	CONSTRAINT "booking_offers_phase_check" CHECK ("booking_offers"."phase" in ('draft', 'pending', 'published', 'over')),
	CONSTRAINT "booking_offers_reschedules_check" CHECK ("booking_offers"."reschedules" between 0 and 1),
	CONSTRAINT "booking_offers_pay_amount_check" CHECK ("booking_offers"."pay_kind" not in ('pay', 'cost') or "booking_offers"."pay_amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_ratings" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text,
	"offer_id" text,
	"offer_title" text NOT NULL,
	"gig_starts_at" timestamp with time zone,
	"rater_side" text NOT NULL,
	"rater_user_id" text,
	"rater_page_id" text,
	"rated_page_id" text,
	"rated_user_id" text,
	"value" text NOT NULL,
	"text" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_ratings_value_check" CHECK ("booking_ratings"."value" in ('positive', 'neutral', 'negative')),
	CONSTRAINT "booking_ratings_side_check" CHECK ("booking_ratings"."rater_side" in ('offerer', 'artist'))
);
--> statement-breakpoint
CREATE TABLE "booking_votes" (
	"id" text PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"application_id" text NOT NULL,
	"email_hash" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"path" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_applications" ADD CONSTRAINT "booking_applications_offer_id_booking_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."booking_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_applications" ADD CONSTRAINT "booking_applications_date_id_booking_dates_id_fk" FOREIGN KEY ("date_id") REFERENCES "public"."booking_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_applications" ADD CONSTRAINT "booking_applications_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_applications" ADD CONSTRAINT "booking_applications_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_dates" ADD CONSTRAINT "booking_dates_offer_id_booking_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."booking_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_publisher_user_id_users_id_fk" FOREIGN KEY ("publisher_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_publisher_page_id_pages_id_fk" FOREIGN KEY ("publisher_page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_venue_page_id_pages_id_fk" FOREIGN KEY ("venue_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_ratings" ADD CONSTRAINT "booking_ratings_application_id_booking_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."booking_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_ratings" ADD CONSTRAINT "booking_ratings_offer_id_booking_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."booking_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_ratings" ADD CONSTRAINT "booking_ratings_rater_user_id_users_id_fk" FOREIGN KEY ("rater_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_ratings" ADD CONSTRAINT "booking_ratings_rater_page_id_pages_id_fk" FOREIGN KEY ("rater_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_ratings" ADD CONSTRAINT "booking_ratings_rated_page_id_pages_id_fk" FOREIGN KEY ("rated_page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_ratings" ADD CONSTRAINT "booking_ratings_rated_user_id_users_id_fk" FOREIGN KEY ("rated_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_votes" ADD CONSTRAINT "booking_votes_offer_id_booking_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."booking_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_votes" ADD CONSTRAINT "booking_votes_application_id_booking_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."booking_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_applications_date_page_key" ON "booking_applications" USING btree ("date_id","page_id");--> statement-breakpoint
CREATE INDEX "booking_applications_offer_idx" ON "booking_applications" USING btree ("offer_id","status");--> statement-breakpoint
CREATE INDEX "booking_applications_page_idx" ON "booking_applications" USING btree ("page_id","status");--> statement-breakpoint
CREATE INDEX "booking_dates_offer_idx" ON "booking_dates" USING btree ("offer_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_dates_starts_idx" ON "booking_dates" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "booking_offers_publisher_user_idx" ON "booking_offers" USING btree ("publisher_user_id");--> statement-breakpoint
CREATE INDEX "booking_offers_publisher_page_idx" ON "booking_offers" USING btree ("publisher_page_id");--> statement-breakpoint
CREATE INDEX "booking_offers_venue_idx" ON "booking_offers" USING btree ("venue_page_id");--> statement-breakpoint
CREATE INDEX "booking_offers_list_idx" ON "booking_offers" USING btree ("phase","first_starts_at","id");--> statement-breakpoint
CREATE INDEX "booking_offers_ends_idx" ON "booking_offers" USING btree ("ends_at") WHERE "booking_offers"."phase" = 'published';--> statement-breakpoint
CREATE INDEX "booking_offers_search_idx" ON "booking_offers" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_ratings_application_side_key" ON "booking_ratings" USING btree ("application_id","rater_side");--> statement-breakpoint
CREATE INDEX "booking_ratings_rated_page_idx" ON "booking_ratings" USING btree ("rated_page_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_ratings_rated_user_idx" ON "booking_ratings" USING btree ("rated_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_votes_offer_email_key" ON "booking_votes" USING btree ("offer_id","email_hash");--> statement-breakpoint
CREATE INDEX "booking_votes_application_idx" ON "booking_votes" USING btree ("application_id") WHERE "booking_votes"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");