import type { PurgeStep } from '../../platform/module.ts';
import { createAccountPurgeRepository } from './account-purge.repository.ts';
import type { LifecycleContext } from './account-lifecycle.shared.ts';

const PURGE_BATCH = 100;

/**
 * The purge after the grace period (the `account-purge` job): this module clears the account
 * row; every other module removes what it owns through the purge steps it registers.
 */
export function createAccountPurgeService({
  db,
  options: { graceDays, onAfterPurgeError = () => undefined },
}: LifecycleContext) {
  const repository = createAccountPurgeRepository(db);
  const purgeSteps: PurgeStep[] = [];

  return {
    /** Another module removes the personal data it owns in the purge (same transaction). */
    registerPurgeStep(step: PurgeStep): void {
      purgeSteps.push(step);
    },

    /**
     * Purges every account whose grace period is over: personal data removed, sessions, codes,
     * recovery codes and external identities deleted, `purged_at` set. Each account in its own
     * transaction that only applies while it is still due, so a second or interrupted run is safe
     * and changes nothing already done. No mail is sent. The number purged by this run.
     */
    async purgeDueAccounts(): Promise<{ purged: number }> {
      let purged = 0;
      for (let batch = 0; batch < 1000; batch += 1) {
        const due = await repository.findDueForPurge(graceDays, PURGE_BATCH);
        let progressed = false;
        for (const id of due) {
          const afterCommit = await repository.purge(id, graceDays, purgeSteps);
          if (afterCommit) {
            purged += 1;
            progressed = true;
            // Files outlive their rows only if this fails; a rerun never sees the rows again.
            for (const after of afterCommit) await after().catch(onAfterPurgeError);
          }
        }
        if (due.length < PURGE_BATCH || !progressed) break;
      }
      return { purged };
    },
  };
}

export type AccountPurgeService = ReturnType<typeof createAccountPurgeService>;
