import { effectivePreferences } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { ScheduledJob } from '../jobs/scheduled-jobs.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { digestMail } from './digest.mails.ts';
import { createDigestRepository } from './digest.repository.ts';

/** The daily digest runs at 06:00 UTC (07:00/08:00 in Germany, Austria, Switzerland). */
export const DIGEST_CRON = '0 6 * * *';
export const DIGEST_QUEUE = 'alerts-digest';
/** The kind of the digest mails in the mail queue. */
export const DIGEST_MAIL = 'alerts.digest';
/** Users taken per round; digested items are kept this many days, then deleted. */
const USERS_PER_ROUND = 100;
const KEPT_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

export type DigestOptions = {
  db: Database;
  mail: Pick<MailQueue, 'enqueue'>;
  appUrl: string;
  now: () => Date;
};

/**
 * The daily digest mail (issue 18 items 4 and 5): for each user with new things waiting
 * (`digest_items`), one mail of them all, in one transaction per user that locks the items,
 * queues the mail (the mail queue) and marks them digested. So a thing is mailed once: a second
 * run finds nothing waiting, a parallel one skips the locked rows. A user who switched the
 * "search alerts" mails off gets none: their items are marked digested all the same (the in-app
 * notices stay).
 */
export function createDigest({ db, mail, appUrl, now }: DigestOptions) {
  const repository = createDigestRepository(db);

  async function digestUser(userId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const items = await repository.lockPending(tx, userId);
      if (items.length === 0) return false;
      const recipient = await repository.recipient(tx, userId);
      const wanted =
        recipient?.inUse === true &&
        effectivePreferences(recipient.preferences).notificationMails.searchAlerts;
      if (recipient && wanted) {
        await mail.enqueue(
          tx,
          DIGEST_MAIL,
          digestMail({
            to: recipient.email,
            name: recipient.name,
            locale: recipient.locale,
            items,
            appUrl,
          }),
        );
      }
      await repository.markDigested(
        tx,
        items.map((item) => item.id),
        now(),
      );
      return wanted;
    });
  }

  return {
    /** One run: every user with something waiting; answers how many mails went. */
    async run(): Promise<{ mailed: number; pruned: number }> {
      const done = new Set<string>();
      let mailed = 0;
      for (;;) {
        const userIds = (await repository.usersWithPending(USERS_PER_ROUND + done.size)).filter(
          (id) => !done.has(id),
        );
        if (userIds.length === 0) break;
        for (const userId of userIds) {
          done.add(userId);
          if (await digestUser(userId)) mailed += 1;
        }
      }
      const pruned = await repository.prune(new Date(now().getTime() - KEPT_DAYS * DAY_MS));
      return { mailed, pruned };
    },
  };
}

export type Digest = ReturnType<typeof createDigest>;

/** The digest as a scheduled job (`BacklineModule.jobs`). */
export const digestJob = (digest: Digest, cron = DIGEST_CRON): ScheduledJob => ({
  queue: DIGEST_QUEUE,
  cron,
  run: () => digest.run(),
  describe: ({ mailed = 0 }) => (mailed > 0 ? `digest mails queued: ${mailed}` : null),
});
