import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  accountCodes,
  type AccountCodePurpose,
  type AccountCodeRow,
} from '../../db/schema/index.ts';

/** How long a code of a purpose lives and how many wrong tries it survives. */
export type CodePolicy = { ttlMinutes: number; maxAttempts: number };

const isLive = (policy: CodePolicy) =>
  and(gt(accountCodes.expiresAt, sql`now()`), lt(accountCodes.attempts, policy.maxAttempts));

const ofUser = (userId: string, purpose: AccountCodePurpose) =>
  and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose));

/**
 * The one store for every code and key of an account (activation, password reset, e-mail and
 * phone change, one-time login key, reactivation): one live code per account and purpose.
 */
export function createAccountCodesRepository(db: Database) {
  return {
    /** A new code in place of any old one of the same purpose: no tries used, a fresh expiry. */
    async replace(
      userId: string,
      purpose: AccountCodePurpose,
      codeHash: string,
      policy: CodePolicy,
      extra: Pick<Partial<AccountCodeRow>, 'target' | 'createdBy' | 'details'> = {},
    ): Promise<{ expiresAt: Date }> {
      const expiresAt = sql`now() + make_interval(mins => ${policy.ttlMinutes})`;
      const values = {
        codeHash,
        expiresAt,
        attempts: 0,
        target: extra.target ?? null,
        createdBy: extra.createdBy ?? null,
        details: extra.details ?? null,
      };
      const [row] = await db
        .insert(accountCodes)
        .values({ userId, purpose, ...values })
        .onConflictDoUpdate({
          target: [accountCodes.userId, accountCodes.purpose],
          set: { ...values, createdAt: sql`now()` },
        })
        .returning({ expiresAt: accountCodes.expiresAt });
      if (!row) throw new Error('Storing an account code returned no row.');
      return row;
    },

    /** The user's code of this purpose if it is still usable. */
    async findLive(
      userId: string,
      purpose: AccountCodePurpose,
      policy: CodePolicy,
    ): Promise<AccountCodeRow | null> {
      const [row] = await db
        .select()
        .from(accountCodes)
        .where(and(ofUser(userId, purpose), isLive(policy)))
        .limit(1);
      return row ?? null;
    },

    /** A usable code found by its hash alone (one-time login keys carry no account). */
    async findLiveByHash(
      purpose: AccountCodePurpose,
      codeHash: string,
      policy: CodePolicy,
    ): Promise<AccountCodeRow | null> {
      const [row] = await db
        .select()
        .from(accountCodes)
        .where(
          and(
            eq(accountCodes.purpose, purpose),
            eq(accountCodes.codeHash, codeHash),
            isLive(policy),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Counts a wrong try, atomically and only while the code is still usable. */
    async countWrongAttempt(
      userId: string,
      purpose: AccountCodePurpose,
      policy: CodePolicy,
    ): Promise<void> {
      await db
        .update(accountCodes)
        .set({ attempts: sql`${accountCodes.attempts} + 1` })
        .where(and(ofUser(userId, purpose), isLive(policy)));
    },

    /**
     * Uses the code up inside the caller's transaction; the row as it was, or null when it was no
     * longer usable (used concurrently, expired, used up or replaced meanwhile).
     */
    async consume(
      tx: Transaction,
      userId: string,
      purpose: AccountCodePurpose,
      codeHash: string,
      policy: CodePolicy,
    ): Promise<AccountCodeRow | null> {
      const [row] = await tx
        .delete(accountCodes)
        .where(and(ofUser(userId, purpose), eq(accountCodes.codeHash, codeHash), isLive(policy)))
        .returning();
      return row ?? null;
    },

    /** Drops the user's code of this purpose (a cancelled change request). */
    async remove(userId: string, purpose: AccountCodePurpose): Promise<void> {
      await db.delete(accountCodes).where(ofUser(userId, purpose));
    },
  };
}

export type AccountCodesRepository = ReturnType<typeof createAccountCodesRepository>;
