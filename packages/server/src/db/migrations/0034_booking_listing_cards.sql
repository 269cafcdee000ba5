CREATE TABLE "booking_listing_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"card" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_listing_cards" ADD CONSTRAINT "booking_listing_cards_id_booking_offers_id_fk" FOREIGN KEY ("id") REFERENCES "public"."booking_offers"("id") ON DELETE cascade ON UPDATE no action;