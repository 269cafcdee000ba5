import { CONTACT_AD_REMINDER_DAYS } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { ScheduledJob } from '../../platform/jobs/scheduled-jobs.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import { createContactAdsRepository } from './contact-ads.repository.ts';
import { CONTACT_AD_REMINDER_MAIL, contactAdReminderMail } from './contact-ads.mails.ts';
import { contactAdPath } from './contact-ads.presenter.ts';

/** The pg-boss queue of the contact ads' expiry and reminders. */
export const CONTACT_AD_LIFECYCLE_QUEUE = 'contactads-lifecycle';
/** Hourly: an ad expires within the hour its time ran out (the list checks the time anyway). */
const CRON = '17 * * * *';
const DAY_MS = 24 * 3600 * 1000;
const BATCH = 500;

/**
 * Issue 18 item 6: active ads whose time ran out become expired (they leave the list, their
 * publisher still sees and renews them), and the writer of an ad expiring within
 * CONTACT_AD_REMINDER_DAYS gets one reminder mail per period (`reminded_at`, cleared by a
 * renewal), queued in the transaction that claims it. Idempotent.
 */
export function createContactAdLifecycle(
  db: Database,
  deps: { mail: Pick<MailQueue, 'enqueue'>; appUrl: string; now: () => Date },
) {
  const ads = createContactAdsRepository(db);
  return {
    async expireDue(): Promise<number> {
      return (await ads.expire(deps.now())).length;
    },

    async remindDue(): Promise<number> {
      const now = deps.now();
      const until = new Date(now.getTime() + CONTACT_AD_REMINDER_DAYS * DAY_MS);
      let sent = 0;
      for (;;) {
        const claimed = await db.transaction(async (tx) => {
          const rows = await ads.claimReminders(tx, now, until, BATCH);
          for (const row of rows) {
            const url = `${deps.appUrl}${contactAdPath(row)}`;
            await deps.mail.enqueue(
              tx,
              CONTACT_AD_REMINDER_MAIL,
              contactAdReminderMail({ ...row, to: row.email, url }),
            );
          }
          return rows.length;
        });
        sent += claimed;
        if (claimed < BATCH) return sent;
      }
    },
  };
}

export type ContactAdLifecycle = ReturnType<typeof createContactAdLifecycle>;

export const contactAdLifecycleJob = (lifecycle: ContactAdLifecycle): ScheduledJob => ({
  queue: CONTACT_AD_LIFECYCLE_QUEUE,
  cron: CRON,
  run: async () => ({
    expired: await lifecycle.expireDue(),
    reminded: await lifecycle.remindDue(),
  }),
  describe: (result) =>
    result['expired'] || result['reminded']
      ? `contactads: ${result['expired']} ad(s) expired, ${result['reminded']} reminder(s)`
      : null,
});
