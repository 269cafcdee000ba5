-- Custom SQL migration file, put your code below! --
-- Search across the platform (issue 17 item 2; docs/decisions.md §60). Hand-written as a
-- whole: the indexes below are expressions over the functions and text search configurations
-- created first, which drizzle-kit can neither order nor declare. The schema files do not
-- declare these columns and indexes (a later `db:generate` must not create them again).
--
-- unaccent() alone is only STABLE (it looks its dictionary up by name); with the dictionary named
-- explicitly its answer depends on the text only, so this wrapper may be IMMUTABLE and indexed.
CREATE OR REPLACE FUNCTION backline_search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower(value)) $$;
--> statement-breakpoint
-- German, English and "simple" (names: no stemming) with accents and umlauts folded (Köln = koln).
CREATE TEXT SEARCH CONFIGURATION backline_simple (COPY = pg_catalog.simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION backline_simple
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, simple;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION backline_german (COPY = pg_catalog.german);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION backline_german
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, german_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION backline_english (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION backline_english
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;
--> statement-breakpoint
-- A thing's words: its name or title (weight A: as written, German and English stems), its text
-- (weight B: German and English stems).
CREATE OR REPLACE FUNCTION backline_search_document(title text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector('public.backline_simple', coalesce(title, '')), 'A')
    || setweight(to_tsvector('public.backline_german', coalesce(title, '')), 'A')
    || setweight(to_tsvector('public.backline_english', coalesce(title, '')), 'A')
    || setweight(to_tsvector('public.backline_german', coalesce(body, '')), 'B')
    || setweight(to_tsvector('public.backline_english', coalesce(body, '')), 'B') $$;
--> statement-breakpoint
-- A prefix query (`kultur:* & halle:*`, built by the domain's prefixTsquery) in all three.
CREATE OR REPLACE FUNCTION backline_search_query(words text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT to_tsquery('public.backline_simple', words)
    || to_tsquery('public.backline_german', words)
    || to_tsquery('public.backline_english', words) $$;
--> statement-breakpoint
-- Each searched table keeps its folded name (`search_key`) and its words (`search_document`) as
-- stored generated columns, like `booking_offers.search`: the indexes answer from them, and the
-- ranking and the index rechecks read them instead of folding and parsing every matched row again.
-- Not declared in the drizzle schema (hand-written here with their functions).
ALTER TABLE "users"
  ADD COLUMN "search_key" text GENERATED ALWAYS AS (backline_search_key("name")) STORED,
  ADD COLUMN "search_document" tsvector
    GENERATED ALWAYS AS (backline_search_document("name", NULL)) STORED;
--> statement-breakpoint
ALTER TABLE "pages"
  ADD COLUMN "search_key" text GENERATED ALWAYS AS (backline_search_key("name")) STORED,
  ADD COLUMN "search_document" tsvector
    GENERATED ALWAYS AS (backline_search_document("name", "description")) STORED;
--> statement-breakpoint
ALTER TABLE "booking_offers"
  ADD COLUMN "search_key" text GENERATED ALWAYS AS (backline_search_key("title")) STORED,
  ADD COLUMN "search_document" tsvector
    GENERATED ALWAYS AS (backline_search_document("title", "description")) STORED;
--> statement-breakpoint
ALTER TABLE "forum_topics"
  ADD COLUMN "search_key" text GENERATED ALWAYS AS (backline_search_key("title")) STORED,
  ADD COLUMN "search_document" tsvector
    GENERATED ALWAYS AS (backline_search_document("title", "body")) STORED;
--> statement-breakpoint
-- People: accounts in use and not shadow banned (the predicate of the people search).
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_document")
  WHERE "activated_at" IS NOT NULL AND "deactivated_at" IS NULL
    AND "deletion_requested_at" IS NULL AND "purged_at" IS NULL AND "shadow_banned_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "users_search_key_trgm_idx" ON "users" USING gin ("search_key" gin_trgm_ops)
  WHERE "activated_at" IS NOT NULL AND "deactivated_at" IS NULL
    AND "deletion_requested_at" IS NULL AND "purged_at" IS NULL AND "shadow_banned_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "pages_search_idx" ON "pages" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX "pages_search_key_trgm_idx" ON "pages" USING gin ("search_key" gin_trgm_ops);
--> statement-breakpoint
-- Offers others may see (the lists' predicate).
CREATE INDEX "booking_offers_search_document_idx" ON "booking_offers" USING gin ("search_document")
  WHERE "phase" = 'published' AND NOT "shadowed";
--> statement-breakpoint
CREATE INDEX "booking_offers_search_key_trgm_idx" ON "booking_offers"
  USING gin ("search_key" gin_trgm_ops)
  WHERE "phase" = 'published' AND NOT "shadowed";
--> statement-breakpoint
-- Forum topics others may see.
CREATE INDEX "forum_topics_search_document_idx" ON "forum_topics" USING gin ("search_document")
  WHERE "content_state" = 'published' AND NOT "shadowed";
--> statement-breakpoint
CREATE INDEX "forum_topics_search_key_trgm_idx" ON "forum_topics"
  USING gin ("search_key" gin_trgm_ops)
  WHERE "content_state" = 'published' AND NOT "shadowed";
