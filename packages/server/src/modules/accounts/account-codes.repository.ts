import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  EMAIL_CHANGE_CODE_MAX_ATTEMPTS,
  PHONE_CHANGE_CODE_MAX_ATTEMPTS,
  RESET_CODE_MAX_ATTEMPTS,
  type PendingRequests,
} from '@backline/domain';
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
 * phone change, one-time login key, reactivation): one live code per account and purpose. The
 * only owner of `account_codes`: other modules reach it as `accounts.codes`, passing their
 * transaction where the code changes together with their own rows.
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
      tx?: Transaction,
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
      const [row] = await (tx ?? db)
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

    /** The user's code of this purpose as stored, expired or used up or not. */
    async find(userId: string, purpose: AccountCodePurpose): Promise<AccountCodeRow | null> {
      const [row] = await db.select().from(accountCodes).where(ofUser(userId, purpose)).limit(1);
      return row ?? null;
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

    /**
     * Uses up an unexpired code found by its hash alone (a mailed link), whose `details` hold
     * every entry of `details`, inside the caller's transaction; its account, or null.
     */
    async consumeByHash(
      tx: Transaction,
      purpose: AccountCodePurpose,
      codeHash: string,
      details: Record<string, string> = {},
    ): Promise<{ userId: string } | null> {
      const [row] = await tx
        .delete(accountCodes)
        .where(
          and(
            eq(accountCodes.purpose, purpose),
            eq(accountCodes.codeHash, codeHash),
            gt(accountCodes.expiresAt, sql`now()`),
            ...Object.entries(details).map(
              ([key, value]) => sql`${accountCodes.details} ->> ${key} = ${value}`,
            ),
          ),
        )
        .returning({ userId: accountCodes.userId });
      return row ?? null;
    },

    /** Drops the user's code of this purpose (a cancelled change request, a superseded link). */
    async remove(userId: string, purpose: AccountCodePurpose, tx?: Transaction): Promise<void> {
      await (tx ?? db).delete(accountCodes).where(ofUser(userId, purpose));
    },

    /** The purge: every code of the account goes. */
    async deleteAll(tx: Transaction, userId: string): Promise<void> {
      await tx.delete(accountCodes).where(eq(accountCodes.userId, userId));
    },

    /**
     * The user's pending e-mail, phone and password reset requests (spec section 3): every live
     * code of those purposes, with its target address and when it was asked for.
     */
    async pendingRequests(userId: string): Promise<PendingRequests> {
      const rows = await db
        .select({
          purpose: accountCodes.purpose,
          target: accountCodes.target,
          createdAt: accountCodes.createdAt,
          attempts: accountCodes.attempts,
        })
        .from(accountCodes)
        .where(
          and(
            eq(accountCodes.userId, userId),
            inArray(accountCodes.purpose, ['email_change', 'phone_change', 'password_reset']),
            gt(accountCodes.expiresAt, sql`now()`),
          ),
        );
      const pending: PendingRequests = { email: null, phone: null, passwordReset: null };
      for (const row of rows) {
        const requestedAt = row.createdAt.toISOString();
        if (row.purpose === 'email_change' && row.target) {
          if (row.attempts < EMAIL_CHANGE_CODE_MAX_ATTEMPTS) {
            pending.email = { address: row.target, requestedAt };
          }
        } else if (row.purpose === 'phone_change' && row.target) {
          if (row.attempts < PHONE_CHANGE_CODE_MAX_ATTEMPTS) {
            pending.phone = { address: row.target, requestedAt };
          }
        } else if (row.purpose === 'password_reset' && row.attempts < RESET_CODE_MAX_ATTEMPTS) {
          pending.passwordReset = { requestedAt };
        }
      }
      return pending;
    },
  };
}

export type AccountCodesRepository = ReturnType<typeof createAccountCodesRepository>;
