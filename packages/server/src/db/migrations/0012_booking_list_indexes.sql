DROP INDEX "booking_offers_list_idx";--> statement-breakpoint
CREATE INDEX "cities_position_idx" ON "cities" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "pages_city_idx" ON "pages" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "booking_offers_newest_idx" ON "booking_offers" USING btree ("published_at" DESC NULLS FIRST,"id") WHERE "booking_offers"."phase" = 'published';--> statement-breakpoint
CREATE INDEX "booking_offers_pay_idx" ON "booking_offers" USING btree ("pay_amount_cents" DESC NULLS LAST,"id") WHERE "booking_offers"."phase" = 'published';--> statement-breakpoint
-- Written by hand (drizzle cannot declare INCLUDE): the live offers by date, the gig list's
-- default order, carrying every column the list filters on, so that its count and its pages are
-- index-only scans whatever the filters (booking-list.repository.ts).
CREATE INDEX "booking_offers_published_idx" ON "booking_offers" USING btree ("first_starts_at","id") INCLUDE ("performance_type","pay_kind","pay_amount_cents","premium","local_acts_preferred","wanted_genres","venue_page_id","publisher_page_id","published_at") WHERE "booking_offers"."phase" = 'published';
