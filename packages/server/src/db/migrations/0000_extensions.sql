-- Custom SQL migration file, put your code below! --
-- Search extensions (spec: German-friendly full-text and fuzzy search). Both are trusted
-- extensions on PostgreSQL 13+, so the database owner may create them without a superuser.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
