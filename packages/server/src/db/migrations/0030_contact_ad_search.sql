-- Contact ads in the platform search (issue 18, like the searched tables of 0025 and 0026): the
-- folded title (`search_key`) and the words of title and text (`search_document`) as stored
-- generated columns, not declared in the drizzle schema; indexes over the ads others may see.
ALTER TABLE "contact_ads"
  ADD COLUMN "search_key" text GENERATED ALWAYS AS (backline_search_key("title")) STORED,
  ADD COLUMN "search_document" tsvector
    GENERATED ALWAYS AS (backline_search_document("title", "text")) STORED;
--> statement-breakpoint
CREATE INDEX "contact_ads_search_document_idx" ON "contact_ads" USING gin ("search_document")
  WHERE "status" = 'active' AND NOT "shadowed" AND NOT "hidden";
--> statement-breakpoint
CREATE INDEX "contact_ads_search_key_trgm_idx" ON "contact_ads"
  USING gin ("search_key" gin_trgm_ops)
  WHERE "status" = 'active' AND NOT "shadowed" AND NOT "hidden";
--> statement-breakpoint
CREATE INDEX "contact_ads_search_key_idx" ON "contact_ads" ("search_key" text_pattern_ops)
  WHERE "status" = 'active' AND NOT "shadowed" AND NOT "hidden";
