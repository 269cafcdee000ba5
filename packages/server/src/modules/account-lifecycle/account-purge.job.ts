import type { ScheduledJob } from '../../platform/jobs/scheduled-jobs.ts';

/** The pg-boss queue of the account purge. */
export const ACCOUNT_PURGE_QUEUE = 'account-purge';

/** The account purge as a scheduled job (`lifecycle.purgeDueAccounts`, idempotent, no mail). */
export const accountPurgeJob = (
  purge: () => Promise<{ purged: number }>,
  cron: string,
): ScheduledJob => ({
  queue: ACCOUNT_PURGE_QUEUE,
  cron,
  run: purge,
  describe: (result) =>
    result['purged'] ? `account purge: ${result['purged']} account(s) purged` : null,
});
