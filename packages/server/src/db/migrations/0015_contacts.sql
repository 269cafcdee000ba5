CREATE TABLE "contact_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "contact_blocks_not_self" CHECK ("contact_blocks"."blocker_id" <> "contact_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "contact_relations" (
	"user_low_id" text NOT NULL,
	"user_high_id" text NOT NULL,
	"status" text NOT NULL,
	"requester_id" text NOT NULL,
	"addressee_id" text NOT NULL,
	"requested_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp (3) with time zone,
	CONSTRAINT "contact_relations_user_low_id_user_high_id_pk" PRIMARY KEY("user_low_id","user_high_id"),
	CONSTRAINT "contact_relations_status_check" CHECK ("contact_relations"."status" in ('requested', 'confirmed')),
	CONSTRAINT "contact_relations_ordered" CHECK ("contact_relations"."user_low_id" < "contact_relations"."user_high_id"),
	CONSTRAINT "contact_relations_parties" CHECK (("contact_relations"."requester_id" = "contact_relations"."user_low_id" and "contact_relations"."addressee_id" = "contact_relations"."user_high_id")
        or ("contact_relations"."requester_id" = "contact_relations"."user_high_id" and "contact_relations"."addressee_id" = "contact_relations"."user_low_id")),
	CONSTRAINT "contact_relations_confirmed_at" CHECK (("contact_relations"."status" = 'confirmed') = ("contact_relations"."confirmed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "contact_blocks" ADD CONSTRAINT "contact_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_blocks" ADD CONSTRAINT "contact_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_relations" ADD CONSTRAINT "contact_relations_user_low_id_users_id_fk" FOREIGN KEY ("user_low_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_relations" ADD CONSTRAINT "contact_relations_user_high_id_users_id_fk" FOREIGN KEY ("user_high_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_relations" ADD CONSTRAINT "contact_relations_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_relations" ADD CONSTRAINT "contact_relations_addressee_id_users_id_fk" FOREIGN KEY ("addressee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_blocks_blocker_idx" ON "contact_blocks" USING btree ("blocker_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_blocks_blocked_idx" ON "contact_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "contact_relations_confirmed_low_idx" ON "contact_relations" USING btree ("user_low_id","confirmed_at") WHERE "contact_relations"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "contact_relations_confirmed_high_idx" ON "contact_relations" USING btree ("user_high_id","confirmed_at") WHERE "contact_relations"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "contact_relations_incoming_idx" ON "contact_relations" USING btree ("addressee_id","requested_at") WHERE "contact_relations"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "contact_relations_outgoing_idx" ON "contact_relations" USING btree ("requester_id","requested_at") WHERE "contact_relations"."status" = 'requested';