ALTER TABLE "notifications" DROP CONSTRAINT "notifications_mail_state_check";--> statement-breakpoint
DROP INDEX "notifications_mail_pending_idx";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "mail_state";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "mail_attempts";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "mailed_at";