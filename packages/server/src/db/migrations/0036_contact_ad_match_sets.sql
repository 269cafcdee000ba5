CREATE TABLE "contact_ad_match_rows" (
	"ad_id" text NOT NULL,
	"kind" text NOT NULL,
	"candidate_id" text NOT NULL,
	"score" smallint NOT NULL,
	"km" double precision,
	"position" integer NOT NULL,
	"candidate_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_ad_match_rows_ad_id_kind_candidate_id_pk" PRIMARY KEY("ad_id","kind","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "contact_ad_match_sets" (
	"ad_id" text PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_ad_match_rows" ADD CONSTRAINT "contact_ad_match_rows_ad_id_contact_ad_match_sets_ad_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."contact_ad_match_sets"("ad_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_ad_match_rows_order_idx" ON "contact_ad_match_rows" USING btree ("ad_id","position");--> statement-breakpoint
CREATE INDEX "contact_ad_match_rows_recent_idx" ON "contact_ad_match_rows" USING btree ("ad_id","candidate_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_ad_match_rows_candidate_idx" ON "contact_ad_match_rows" USING btree ("candidate_id","kind");--> statement-breakpoint
-- The upkeep of the stored matches (issue 19, docs/decisions.md 73). A change that can alter an
-- ad's matches deletes the sets it may alter (their rows go with them); the next read of such an
-- ad computes its set anew. Deleting a superset is always right: the lookups are coarse (an
-- instrument shared either way), and liveness, visibility and bans are checked when read, so
-- only what a stored row says (who fits, score, distance) needs upkeep.
--
-- A read that computes a set takes the advisory lock 'contact_ad_match_sets' exclusively before
-- the statement that computes it; every change here takes it shared. So a set is never computed
-- from a snapshot that misses a change whose deletion ran before the set existed: the read waits
-- for the changes in flight, and later changes wait for the read to commit, then delete. Changes
-- never wait for each other. The sets do not reference contact_ads, so a computing read takes no
-- lock on an ad row that a change might hold while it waits.
CREATE FUNCTION "contact_ad_match_sets_ad_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('contact_ad_match_sets'));
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM contact_ad_match_sets WHERE ad_id = OLD.id;
    DELETE FROM contact_ad_match_sets WHERE ad_id IN (
      SELECT stored.ad_id FROM contact_ad_match_rows stored
      WHERE stored.candidate_id = OLD.id AND stored.kind = 'ad');
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'active' AND NOT NEW.hidden AND NOT NEW.shadowed THEN
    DELETE FROM contact_ad_match_sets stale USING contact_ads owner
    WHERE owner.id = stale.ad_id
      AND (owner.instruments_searched && NEW.instruments_offered
        OR owner.instruments_offered && NEW.instruments_searched);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_ad_match_sets_ad_written" AFTER INSERT OR DELETE ON "contact_ads"
  FOR EACH ROW EXECUTE FUNCTION contact_ad_match_sets_ad_changed();
--> statement-breakpoint
-- What a match reads of an ad (with `published_at`, a stored row's `candidate_at`): not its
-- title, text, pictures or counters.
CREATE TRIGGER "contact_ad_match_sets_ad_updated" AFTER UPDATE ON "contact_ads"
  FOR EACH ROW WHEN (
    (OLD.status, OLD.expires_at, OLD.hidden, OLD.shadowed, OLD.search_type,
      OLD.instruments_offered, OLD.instruments_searched, OLD.genres, OLD.ambition, OLD.skill,
      OLD.band_type, OLD.remote, OLD.city_id, OLD.publisher_user_id, OLD.publisher_page_id,
      OLD.published_at)
    IS DISTINCT FROM
    (NEW.status, NEW.expires_at, NEW.hidden, NEW.shadowed, NEW.search_type,
      NEW.instruments_offered, NEW.instruments_searched, NEW.genres, NEW.ambition, NEW.skill,
      NEW.band_type, NEW.remote, NEW.city_id, NEW.publisher_user_id, NEW.publisher_page_id,
      NEW.published_at))
  EXECUTE FUNCTION contact_ad_match_sets_ad_changed();
--> statement-breakpoint
CREATE FUNCTION "contact_ad_match_sets_profile_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('contact_ad_match_sets'));
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM contact_ad_match_sets WHERE ad_id IN (
      SELECT stored.ad_id FROM contact_ad_match_rows stored
      WHERE stored.candidate_id = OLD.user_id AND stored.kind = 'profile');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    DELETE FROM contact_ad_match_sets stale USING contact_ads owner
    WHERE owner.id = stale.ad_id AND owner.instruments_searched && NEW.instruments;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_ad_match_sets_profile_written" AFTER INSERT OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION contact_ad_match_sets_profile_changed();
--> statement-breakpoint
-- What a match reads of a profile: its instruments, its city, and when it changed (what a
-- stored row's `candidate_at` says).
CREATE TRIGGER "contact_ad_match_sets_profile_updated" AFTER UPDATE ON "profiles"
  FOR EACH ROW WHEN ((OLD.instruments, OLD.city_id, OLD.user_id, OLD.updated_at)
    IS DISTINCT FROM (NEW.instruments, NEW.city_id, NEW.user_id, NEW.updated_at))
  EXECUTE FUNCTION contact_ad_match_sets_profile_changed();
