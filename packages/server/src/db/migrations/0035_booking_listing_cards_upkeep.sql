-- The upkeep of the gig list's stored cards `booking_listing_cards` (issue 19, docs/decisions.md
-- 71). `booking_listing_cards_refresh(ids)` makes the cards of those offers what the offers are
-- now: a card for each listed one (published, not shadowed), none for the others. The card is the
-- text of `cardJson({ withCounts: false })` in booking-list.sql.ts; a change of the card is a new
-- migration that replaces this function and refreshes every card, and
-- booking-listing-cards.integration.test.ts fails while the two differ.
CREATE FUNCTION "booking_listing_cards_refresh"(offer_ids text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM booking_listing_cards listed
  WHERE listed.id = ANY(offer_ids) AND NOT EXISTS (
    SELECT 1 FROM booking_offers offer
    WHERE offer.id = listed.id AND offer.phase = 'published' AND NOT offer.shadowed);
  -- A card is written only when it changes.
  INSERT INTO booking_listing_cards (id, card)
  SELECT "booking_offers"."id",
    json_build_object(
      'id', "booking_offers"."id", 'title', "booking_offers"."title",
      'publisherUserId', "booking_offers"."publisher_user_id",
      'publisherPageId', "booking_offers"."publisher_page_id",
      'publisherPage', (
      select json_build_object(
        'id', party_page.id, 'name', party_page.name, 'kind', party_page.kind,
        'urlname', party_page.urlname, 'organizationType', party_page.organization_type,
        'avatarKey', party_page_image.storage_key, 'city', party_page_city.name)
      from pages party_page
      left join images party_page_image on party_page_image.id = party_page.avatar_image_id
      left join cities party_page_city on party_page_city.id = party_page.city_id
      where party_page.id = "booking_offers"."publisher_page_id"),
      'publisherUser', (
      select json_build_object(
        'id', party_user.id, 'name', party_user.name, 'avatarKey', party_user_image.storage_key)
      from users party_user
      left join profiles party_user_profile on party_user_profile.user_id = party_user.id
      left join images party_user_image on party_user_image.id = party_user_profile.avatar_image_id
      where party_user.id = "booking_offers"."publisher_user_id"),
      'venue', (
        select json_build_object('name', venue.name, 'city', venue_city.name)
        from pages venue left join cities venue_city on venue_city.id = venue.city_id
        where venue.id = "booking_offers"."venue_page_id"),
      'virtual', "booking_offers"."virtual", 'performanceType', "booking_offers"."performance_type",
      'firstStartsAt', to_char("booking_offers"."first_starts_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'payKind', "booking_offers"."pay_kind", 'payAmountCents', "booking_offers"."pay_amount_cents",
      'premium', "booking_offers"."premium", 'localActsPreferred', "booking_offers"."local_acts_preferred",
      'wantedGenres', "booking_offers"."wanted_genres",
      
      
      
      'phase', "booking_offers"."phase", 'schedule', "booking_offers"."schedule",
      'durationMinutes', "booking_offers"."duration_minutes",
      'applyUntil', to_char("booking_offers"."apply_until" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'reschedules', "booking_offers"."reschedules",
      'dates', (
      select coalesce(json_agg(json_build_object(
          'id', offer_date.id, 'startsAt', to_char(offer_date.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'slots', offer_date.slots, 'confirmed', offer_date.confirmed, 'paused', offer_date.paused)
        order by offer_date.starts_at asc nulls first, offer_date.id), '[]'::json)
      from booking_dates offer_date where offer_date.offer_id = "booking_offers"."id"))
  FROM booking_offers
  WHERE "booking_offers"."id" = ANY(offer_ids)
    AND "booking_offers"."phase" = 'published' AND NOT "booking_offers"."shadowed"
  ON CONFLICT (id) DO UPDATE SET card = excluded.card
  WHERE booking_listing_cards.card::text IS DISTINCT FROM excluded.card::text;
$$;--> statement-breakpoint
-- The offer itself (a deleted offer's card goes with it: ON DELETE CASCADE).
CREATE FUNCTION "booking_listing_cards_offer_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_listing_cards_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_listing_cards_offer" AFTER INSERT OR UPDATE ON "booking_offers"
  FOR EACH ROW EXECUTE FUNCTION booking_listing_cards_offer_changed();--> statement-breakpoint
-- Its dates (the card lists them with their slots).
CREATE FUNCTION "booking_listing_cards_date_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_listing_cards_refresh(
    ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD.offer_id ELSE NEW.offer_id END]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_listing_cards_date" AFTER INSERT OR UPDATE OR DELETE ON "booking_dates"
  FOR EACH ROW EXECUTE FUNCTION booking_listing_cards_date_changed();--> statement-breakpoint
-- The publishing page and the venue: name, kind, address, picture and city on the card.
CREATE FUNCTION "booking_listing_cards_page_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_listing_cards_refresh(ARRAY(
    SELECT offer.id FROM booking_offers offer
    WHERE (offer.publisher_page_id = NEW.id OR offer.venue_page_id = NEW.id)
      AND offer.phase = 'published' AND NOT offer.shadowed));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_listing_cards_page" AFTER UPDATE OF name, kind, urlname, organization_type, avatar_image_id, city_id ON "pages"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.kind IS DISTINCT FROM NEW.kind
    OR OLD.urlname IS DISTINCT FROM NEW.urlname
    OR OLD.organization_type IS DISTINCT FROM NEW.organization_type
    OR OLD.avatar_image_id IS DISTINCT FROM NEW.avatar_image_id
    OR OLD.city_id IS DISTINCT FROM NEW.city_id)
  EXECUTE FUNCTION booking_listing_cards_page_changed();--> statement-breakpoint
-- The user who publishes (the card names them): their name and their profile's picture.
CREATE FUNCTION "booking_listing_cards_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_listing_cards_refresh(ARRAY(
    SELECT offer.id FROM booking_offers offer
    WHERE offer.publisher_user_id = NEW.id AND offer.phase = 'published' AND NOT offer.shadowed));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "booking_listing_cards_profile_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_listing_cards_refresh(ARRAY(
    SELECT offer.id FROM booking_offers offer
    WHERE offer.publisher_user_id = NEW.user_id AND offer.phase = 'published'
      AND NOT offer.shadowed));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_listing_cards_user" AFTER UPDATE OF name ON "users"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION booking_listing_cards_user_changed();--> statement-breakpoint
CREATE TRIGGER "booking_listing_cards_profile_added" AFTER INSERT ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION booking_listing_cards_profile_changed();--> statement-breakpoint
CREATE TRIGGER "booking_listing_cards_profile" AFTER UPDATE OF avatar_image_id ON "profiles"
  FOR EACH ROW WHEN (OLD.avatar_image_id IS DISTINCT FROM NEW.avatar_image_id)
  EXECUTE FUNCTION booking_listing_cards_profile_changed();--> statement-breakpoint
-- A change here drops the servers' kept visitor answers too (migration 0032).
CREATE TRIGGER notify_visitor_answers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_listing_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_visitor_answers();--> statement-breakpoint
-- Today's listed offers.
SELECT booking_listing_cards_refresh(ARRAY(
  SELECT id FROM booking_offers WHERE phase = 'published' AND NOT shadowed));
