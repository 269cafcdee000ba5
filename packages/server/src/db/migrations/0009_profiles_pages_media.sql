CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_country_check" CHECK ("cities"."country" in ('DE', 'AT', 'CH'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"birthday" date,
	"show_age" boolean DEFAULT false NOT NULL,
	"gender" text,
	"pronouns" text,
	"instruments" text[] DEFAULT '{}'::text[] NOT NULL,
	"professional" boolean DEFAULT false NOT NULL,
	"city_id" integer,
	"description" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gear" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"releases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gigs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"gema_badge" text DEFAULT 'public' NOT NULL,
	"avatar_image_id" text,
	"cover_image_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_gender_check" CHECK ("profiles"."gender" in ('male', 'female', 'diverse')),
	CONSTRAINT "profiles_visibility_check" CHECK ("profiles"."visibility" in ('public', 'private')),
	CONSTRAINT "profiles_gema_badge_check" CHECK ("profiles"."gema_badge" in ('gema', 'public', 'none'))
);
--> statement-breakpoint
CREATE TABLE "page_blocks" (
	"page_id" text NOT NULL,
	"user_id" text NOT NULL,
	"blocked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_blocks_page_id_user_id_pk" PRIMARY KEY("page_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "page_follows" (
	"page_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_follows_page_id_user_id_pk" PRIMARY KEY("page_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "page_invites" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_invites_role_check" CHECK ("page_invites"."role" in ('member', 'team'))
);
--> statement-breakpoint
CREATE TABLE "page_members" (
	"page_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_members_page_id_user_id_pk" PRIMARY KEY("page_id","user_id"),
	CONSTRAINT "page_members_role_check" CHECK ("page_members"."role" in ('owner', 'admin', 'member', 'team')),
	CONSTRAINT "page_members_joined_via_check" CHECK ("page_members"."joined_via" in ('created', 'self', 'admin', 'invite', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "page_ownership_requests" (
	"page_id" text NOT NULL,
	"user_id" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_ownership_requests_page_id_user_id_pk" PRIMARY KEY("page_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"artist_form" text,
	"organization_type" text,
	"status" text DEFAULT 'active' NOT NULL,
	"name" text NOT NULL,
	"urlname" text,
	"website" text,
	"city_id" integer,
	"description" text,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"avatar_image_id" text,
	"cover_image_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_kind_check" CHECK ("pages"."kind" in ('artist', 'location', 'organization')),
	CONSTRAINT "pages_status_check" CHECK ("pages"."status" in ('active', 'disbanded', 'founding', 'inactive', 'closed')),
	CONSTRAINT "pages_artist_form_check" CHECK ("pages"."artist_form" in ('band', 'solo')),
	CONSTRAINT "pages_organization_type_check" CHECK ("pages"."organization_type" in ('firma', 'verein', 'institution', 'bildung', 'stiftung', 'sonstige')),
	CONSTRAINT "pages_urlname_format" CHECK ("pages"."urlname" ~ '^[a-z0-9](?:[a-z0-9-]{0,254}[a-z0-9])?$' and length("pages"."urlname") >= 2)
);
--> statement-breakpoint
CREATE TABLE "album_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"album_id" text NOT NULL,
	"image_id" text NOT NULL,
	"caption" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "albums_owner_kind_check" CHECK ("albums"."owner_kind" in ('user', 'page'))
);
--> statement-breakpoint
CREATE TABLE "audio_tracks" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"artist" text,
	"duration_seconds" integer,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"storage_key" text,
	"size_bytes" bigint,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "audio_tracks_owner_kind_check" CHECK ("audio_tracks"."owner_kind" in ('user', 'page')),
	CONSTRAINT "audio_tracks_source_check" CHECK ("audio_tracks"."source" in ('upload', 'soundcloud')),
	CONSTRAINT "audio_tracks_source_fields" CHECK (("audio_tracks"."source" = 'upload' and "audio_tracks"."storage_key" is not null) or ("audio_tracks"."source" = 'soundcloud' and "audio_tracks"."url" is not null))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"format" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	CONSTRAINT "documents_owner_kind_check" CHECK ("documents"."owner_kind" in ('user', 'page')),
	CONSTRAINT "documents_format_check" CHECK ("documents"."format" in ('pdf', 'zip'))
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"renditions" jsonb NOT NULL,
	CONSTRAINT "images_owner_kind_check" CHECK ("images"."owner_kind" in ('user', 'page')),
	CONSTRAINT "images_purpose_check" CHECK ("images"."purpose" in ('avatar', 'cover', 'photo'))
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"youtube_id" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "videos_owner_kind_check" CHECK ("videos"."owner_kind" in ('user', 'page')),
	CONSTRAINT "videos_youtube_id_format" CHECK ("videos"."youtube_id" ~ '^[A-Za-z0-9_-]{11}$')
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"route" text NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gema_memberships" (
	"user_id" text PRIMARY KEY NOT NULL,
	"member_number" text NOT NULL,
	"provider" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gema_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"member_number" text NOT NULL,
	"provider" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"state_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gema_verifications_state_check" CHECK ("gema_verifications"."state" in ('pending', 'confirmed', 'cancelled', 'expired')),
	CONSTRAINT "gema_verifications_expiry" CHECK ("gema_verifications"."expires_at" > "gema_verifications"."created_at")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD CONSTRAINT "page_blocks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD CONSTRAINT "page_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD CONSTRAINT "page_blocks_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_follows" ADD CONSTRAINT "page_follows_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_follows" ADD CONSTRAINT "page_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_invites" ADD CONSTRAINT "page_invites_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_invites" ADD CONSTRAINT "page_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_members" ADD CONSTRAINT "page_members_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_members" ADD CONSTRAINT "page_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_ownership_requests" ADD CONSTRAINT "page_ownership_requests_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_ownership_requests" ADD CONSTRAINT "page_ownership_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_tracks" ADD CONSTRAINT "audio_tracks_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gema_memberships" ADD CONSTRAINT "gema_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gema_verifications" ADD CONSTRAINT "gema_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_follows_user_idx" ON "page_follows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "page_invites_token_key" ON "page_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "page_invites_page_idx" ON "page_invites" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_members_one_owner_key" ON "page_members" USING btree ("page_id") WHERE "page_members"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "page_members_user_idx" ON "page_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_urlname_key" ON "pages" USING btree ("urlname");--> statement-breakpoint
CREATE INDEX "pages_kind_idx" ON "pages" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "pages_name_trgm_idx" ON "pages" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "album_photos_album_idx" ON "album_photos" USING btree ("album_id","position");--> statement-breakpoint
CREATE INDEX "albums_owner_idx" ON "albums" USING btree ("owner_kind","owner_id","position");--> statement-breakpoint
CREATE INDEX "audio_tracks_owner_idx" ON "audio_tracks" USING btree ("owner_kind","owner_id","position");--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "images_owner_idx" ON "images" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "videos_owner_idx" ON "videos" USING btree ("owner_kind","owner_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_name_key" ON "bookmarks" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "bookmarks_user_route_idx" ON "bookmarks" USING btree ("user_id","route");--> statement-breakpoint
CREATE UNIQUE INDEX "gema_memberships_member_key" ON "gema_memberships" USING btree ("member_number");--> statement-breakpoint
CREATE UNIQUE INDEX "gema_verifications_state_key" ON "gema_verifications" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "gema_verifications_user_idx" ON "gema_verifications" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "city";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "instruments";