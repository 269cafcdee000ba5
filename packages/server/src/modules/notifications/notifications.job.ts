import type { ScheduledJob } from '../../platform/jobs/scheduled-jobs.ts';

/** The pg-boss queue of the pruning of old read notices. */
export const NOTIFICATION_PRUNE_QUEUE = 'notification-prune';

/** Deletes read notices older than the retention period, once a day. */
export const notificationPruneJob = (prune: () => Promise<number>, cron: string): ScheduledJob => ({
  queue: NOTIFICATION_PRUNE_QUEUE,
  cron,
  run: async () => ({ pruned: await prune() }),
  describe: (result) =>
    result['pruned'] ? `notifications: ${result['pruned']} old read notice(s) deleted` : null,
});
