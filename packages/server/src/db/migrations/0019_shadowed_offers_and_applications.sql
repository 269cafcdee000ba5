DROP INDEX "booking_offers_newest_idx";--> statement-breakpoint
DROP INDEX "booking_offers_pay_idx";--> statement-breakpoint
ALTER TABLE "booking_applications" ADD COLUMN "shadowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD COLUMN "shadowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_offers_newest_idx" ON "booking_offers" USING btree ("published_at" DESC NULLS FIRST,"id") WHERE "booking_offers"."phase" = 'published' and not "booking_offers"."shadowed";--> statement-breakpoint
CREATE INDEX "booking_offers_pay_idx" ON "booking_offers" USING btree ("pay_amount_cents" DESC NULLS LAST,"id") WHERE "booking_offers"."phase" = 'published' and not "booking_offers"."shadowed";--> statement-breakpoint
-- Written by hand (drizzle cannot declare INCLUDE, see 0012): the gig list's default order now
-- covers only the offers others may see, as its statement asks for them.
DROP INDEX "booking_offers_published_idx";--> statement-breakpoint
CREATE INDEX "booking_offers_published_idx" ON "booking_offers" USING btree ("first_starts_at","id") INCLUDE ("performance_type","pay_kind","pay_amount_cents","premium","local_acts_preferred","wanted_genres","venue_page_id","publisher_page_id","published_at") WHERE "booking_offers"."phase" = 'published' and not "booking_offers"."shadowed";
