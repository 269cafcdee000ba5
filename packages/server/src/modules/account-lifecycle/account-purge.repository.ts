import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { AfterPurge, PurgeStep } from '../../platform/module.ts';
import { graceCutoff } from './account-lifecycle.repository.ts';

/** What an account's personal data becomes when it is purged. */
export const purgedEmail = (userId: string) => `deleted-${userId.toLowerCase()}@invalid.backline`;
export const PURGED_NAME = 'Gelöschtes Konto';

/** Marked for deletion, the grace period over, not purged yet: what the purge takes. */
const dueForPurge = (graceDays: number) =>
  and(
    isNotNull(users.deletionRequestedAt),
    lte(users.deletionRequestedAt, graceCutoff(graceDays)),
    isNull(users.purgedAt),
  );

/** The purge's statements on the account row; each module's purge step removes what it owns. */
export function createAccountPurgeRepository(db: Database) {
  return {
    /** Accounts marked for deletion whose grace period is over and that are not purged yet. */
    async findDueForPurge(graceDays: number, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(dueForPurge(graceDays))
        .orderBy(users.deletionRequestedAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Removes the account's personal data in one transaction, only while it is still due (marked,
     * grace over, not purged): a second run, or a run after a cancel, changes nothing. The row
     * stays (with a placeholder e-mail) so that references keep working. True when purged now.
     */
    async purge(
      userId: string,
      graceDays: number,
      steps: readonly PurgeStep[],
    ): Promise<AfterPurge[] | null> {
      return db.transaction(async (tx) => {
        const [purged] = await tx
          .update(users)
          .set({
            email: purgedEmail(userId),
            passwordHash: null,
            name: PURGED_NAME,
            firstname: null,
            lastname: null,
            phone: null,
            preferences: {},
            totpSecret: null,
            totpEnabledAt: null,
            totpLastStep: null,
            purgedAt: sql`now()`,
          })
          .where(and(eq(users.id, userId), dueForPurge(graceDays)))
          .returning({ id: users.id });
        if (!purged) return null;
        // Sessions, codes, recovery codes, external identities and the rest: each module's step.
        const afterCommit: AfterPurge[] = [];
        for (const step of steps) {
          const after = await step(tx, userId);
          if (after) afterCommit.push(after);
        }
        return afterCommit;
      });
    },
  };
}
