CREATE TABLE "highlights" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"note" text,
	"position" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "highlights_kind_check" CHECK ("highlights"."kind" in ('page', 'offer')),
	CONSTRAINT "highlights_note_length_check" CHECK (char_length("highlights"."note") <= 280)
);
--> statement-breakpoint
ALTER TABLE "booking_applications" ADD COLUMN "first_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "highlights_subject_key" ON "highlights" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "highlights_position_idx" ON "highlights" USING btree ("position","id");--> statement-breakpoint
-- Hand-written (re-append after regenerating): the first answer of applications decided before
-- this column existed. Their last decision is the best record left; an application confirmed or
-- rejected once is counted as answered at that time.
UPDATE "booking_applications" SET "first_decided_at" = "decided_at"
  WHERE "decided_at" IS NOT NULL AND "status" IN ('confirmed', 'rejected');
