-- Custom SQL migration file, put your code below! --
-- Search: the exact name and the names that start with the typed words, by a btree on the
-- folded name in byte order (docs/decisions.md §60, "Bounded candidates"). Hand-written as a
-- whole: the `search_key` columns are hand-written in 0025 and not declared in the drizzle schema.
-- `text_pattern_ops` answers `=` and the prefix range (`~>=~`, `~<~`) whatever the collation; the
-- trigram indexes of 0025 answer `=` too, but for a common name ("bench") they return every row
-- that shares its trigrams and recheck them all.
CREATE INDEX "users_search_key_idx" ON "users" ("search_key" text_pattern_ops)
  WHERE "activated_at" IS NOT NULL AND "deactivated_at" IS NULL
    AND "deletion_requested_at" IS NULL AND "purged_at" IS NULL AND "shadow_banned_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "pages_search_key_idx" ON "pages" ("search_key" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "booking_offers_search_key_idx" ON "booking_offers" ("search_key" text_pattern_ops)
  WHERE "phase" = 'published' AND NOT "shadowed";
--> statement-breakpoint
CREATE INDEX "forum_topics_search_key_idx" ON "forum_topics" ("search_key" text_pattern_ops)
  WHERE "content_state" = 'published' AND NOT "shadowed";
