CREATE TABLE "moderation_measures" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"until" timestamp (3) with time zone,
	"title" text,
	"excerpt" text DEFAULT '' NOT NULL,
	"moderator_user_id" text,
	"affected_user_id" text,
	"reverses_measure_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"appeal_state" text DEFAULT 'none' NOT NULL,
	"appeal_text" text,
	"appealed_at" timestamp (3) with time zone,
	"appeal_decider_user_id" text,
	"appeal_decision_reason" text,
	"appeal_decided_at" timestamp (3) with time zone,
	CONSTRAINT "moderation_measures_kind_check" CHECK ("moderation_measures"."subject_kind" in ('user', 'page', 'booking', 'conversation', 'message')),
	CONSTRAINT "moderation_measures_action_check" CHECK ("moderation_measures"."action" in ('hide', 'unhide', 'delete', 'depublish', 'republish', 'close_thread', 'reopen_thread', 'hide_thread', 'unhide_thread', 'thread_ban', 'lift_thread_ban', 'shadow_ban', 'community_ban', 'lift_ban')),
	CONSTRAINT "moderation_measures_appeal_state_check" CHECK ("moderation_measures"."appeal_state" in ('none', 'open', 'upheld', 'overturned')),
	CONSTRAINT "moderation_measures_reason_length" CHECK (length("moderation_measures"."reason") between 1 and 1000),
	CONSTRAINT "moderation_measures_appeal_text" CHECK (("moderation_measures"."appeal_state" = 'none') = ("moderation_measures"."appeal_text" is null)),
	CONSTRAINT "moderation_measures_appeal_decided" CHECK (("moderation_measures"."appeal_state" in ('upheld', 'overturned')) = ("moderation_measures"."appeal_decided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "moderation_measures" ADD CONSTRAINT "moderation_measures_moderator_user_id_users_id_fk" FOREIGN KEY ("moderator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_measures" ADD CONSTRAINT "moderation_measures_affected_user_id_users_id_fk" FOREIGN KEY ("affected_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_measures" ADD CONSTRAINT "moderation_measures_appeal_decider_user_id_users_id_fk" FOREIGN KEY ("appeal_decider_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_measures_subject_idx" ON "moderation_measures" USING btree ("subject_kind","subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_measures_affected_idx" ON "moderation_measures" USING btree ("affected_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_measures_open_appeals_idx" ON "moderation_measures" USING btree ("appealed_at","id") WHERE "moderation_measures"."appeal_state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_measures_reverses_key" ON "moderation_measures" USING btree ("reverses_measure_id") WHERE "moderation_measures"."reverses_measure_id" is not null;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('password_reset', 'login_key', 'deactivate', 'delete', 'shadow_ban', 'community_ban', 'remove_ban', 'end_sessions', 'reactivate', 'cancel_deletion', 'set_role'));