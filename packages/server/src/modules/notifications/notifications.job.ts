import type { ScheduledJob } from '../../platform/jobs/scheduled-jobs.ts';

/** The pg-boss queues of the notification mails and of the pruning of old read notices. */
export const NOTIFICATION_MAIL_QUEUE = 'notification-mails';
export const NOTIFICATION_PRUNE_QUEUE = 'notification-prune';

/**
 * Mails pending notices (the outbox of the notifications service). Runs often: it catches what
 * the after-commit signal missed (a server that stopped, a refused mail to retry). Idempotent: a
 * notice is claimed once, so a killed and rerun job never sends one twice.
 */
export const notificationMailJob = (
  deliver: () => Promise<number>,
  cron: string,
): ScheduledJob => ({
  queue: NOTIFICATION_MAIL_QUEUE,
  cron,
  run: async () => ({ mailed: await deliver() }),
  describe: (result) =>
    result['mailed'] ? `notifications: ${result['mailed']} mail(s) sent` : null,
});

/** Deletes read notices older than the retention period, once a day. */
export const notificationPruneJob = (prune: () => Promise<number>, cron: string): ScheduledJob => ({
  queue: NOTIFICATION_PRUNE_QUEUE,
  cron,
  run: async () => ({ pruned: await prune() }),
  describe: (result) =>
    result['pruned'] ? `notifications: ${result['pruned']} old read notice(s) deleted` : null,
});
