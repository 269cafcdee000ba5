CREATE TABLE "contact_ad_match_reads" (
	"ad_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"seen_before" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contact_ad_match_reads" ADD CONSTRAINT "contact_ad_match_reads_ad_id_contact_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."contact_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The reads so far move along, so that no match turns new again.
INSERT INTO "contact_ad_match_reads" ("ad_id", "seen_at", "seen_before")
SELECT "id", "matches_seen_at", "matches_seen_before" FROM "contact_ads"
WHERE "matches_seen_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_ads" DROP COLUMN "matches_seen_at";--> statement-breakpoint
ALTER TABLE "contact_ads" DROP COLUMN "matches_seen_before";