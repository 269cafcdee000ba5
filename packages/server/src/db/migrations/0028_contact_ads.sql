CREATE TABLE "contact_ads" (
	"id" text PRIMARY KEY NOT NULL,
	"publisher_user_id" text NOT NULL,
	"publisher_page_id" text,
	"search_type" smallint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"instruments_offered" text[] DEFAULT '{}'::text[] NOT NULL,
	"instruments_searched" text[] DEFAULT '{}'::text[] NOT NULL,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"ambition" smallint NOT NULL,
	"skill" smallint DEFAULT 0 NOT NULL,
	"band_type" smallint,
	"rehearsal_space" boolean DEFAULT false NOT NULL,
	"mobile" boolean DEFAULT false NOT NULL,
	"songs_available" boolean DEFAULT false NOT NULL,
	"remote" smallint DEFAULT 0 NOT NULL,
	"city_id" integer,
	"picture_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"audio_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"shadowed" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("contact_ads"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("contact_ads"."title", '')), 'A') || setweight(to_tsvector('german', coalesce("contact_ads"."text", '')), 'B') || setweight(to_tsvector('english', coalesce("contact_ads"."text", '')), 'B')) STORED NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_ads_status_check" CHECK ("contact_ads"."status" in ('active', 'paused', 'expired')),
	CONSTRAINT "contact_ads_search_type_check" CHECK ("contact_ads"."search_type" in (1, 2, 3, 4)),
	CONSTRAINT "contact_ads_ambition_check" CHECK ("contact_ads"."ambition" between 1 and 31),
	CONSTRAINT "contact_ads_skill_check" CHECK ("contact_ads"."skill" between 0 and 31),
	CONSTRAINT "contact_ads_band_type_check" CHECK ("contact_ads"."band_type" is null or "contact_ads"."band_type" between 1 and 3),
	CONSTRAINT "contact_ads_remote_check" CHECK ("contact_ads"."remote" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "contact_ads" ADD CONSTRAINT "contact_ads_publisher_user_id_users_id_fk" FOREIGN KEY ("publisher_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_ads" ADD CONSTRAINT "contact_ads_publisher_page_id_pages_id_fk" FOREIGN KEY ("publisher_page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_ads" ADD CONSTRAINT "contact_ads_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_ads_publisher_user_idx" ON "contact_ads" USING btree ("publisher_user_id");--> statement-breakpoint
CREATE INDEX "contact_ads_publisher_page_idx" ON "contact_ads" USING btree ("publisher_page_id");--> statement-breakpoint
CREATE INDEX "contact_ads_listed_idx" ON "contact_ads" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contact_ads"."status" = 'active' and not "contact_ads"."shadowed" and not "contact_ads"."hidden";--> statement-breakpoint
CREATE INDEX "contact_ads_offered_idx" ON "contact_ads" USING gin ("instruments_offered");--> statement-breakpoint
CREATE INDEX "contact_ads_searched_idx" ON "contact_ads" USING gin ("instruments_searched");--> statement-breakpoint
CREATE INDEX "contact_ads_genres_idx" ON "contact_ads" USING gin ("genres");--> statement-breakpoint
CREATE INDEX "contact_ads_city_idx" ON "contact_ads" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "contact_ads_search_idx" ON "contact_ads" USING gin ("search") WHERE "contact_ads"."status" = 'active' and not "contact_ads"."shadowed" and not "contact_ads"."hidden";--> statement-breakpoint
CREATE INDEX "contact_ads_expires_idx" ON "contact_ads" USING btree ("expires_at") WHERE "contact_ads"."status" = 'active';