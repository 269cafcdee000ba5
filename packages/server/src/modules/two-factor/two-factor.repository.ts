import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { rateLimitHits, recoveryCodes, users } from '../../db/schema/index.ts';

/** What the two-factor rules need to know of an account. */
export type TwoFactorAccount = {
  id: string;
  email: string;
  role: 'user' | 'moderator' | 'admin';
  passwordHash: string | null;
  totpSecret: string | null;
  totpEnabledAt: Date | null;
  totpLastStep: number | null;
};

export function createTwoFactorRepository(db: Database) {
  return {
    /** An activated account, or null. */
    async findAccount(userId: string): Promise<TwoFactorAccount | null> {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          passwordHash: users.passwordHash,
          totpSecret: users.totpSecret,
          totpEnabledAt: users.totpEnabledAt,
          totpLastStep: users.totpLastStep,
        })
        .from(users)
        .where(and(eq(users.id, userId), sql`${users.activatedAt} is not null`))
        .limit(1);
      return row ?? null;
    },

    /** Keeps a new, not yet active secret; false when two-factor sign-in is on already. */
    async savePendingSecret(userId: string, secret: string): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ totpSecret: secret, totpLastStep: null })
        .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /**
     * Turns the pending secret on and stores the recovery codes, all at once; false when the
     * secret changed or it is on already. No step is recorded: the code that proved the secret
     * was no sign-in, so the next sign-in may use it (decisions: enabling code).
     */
    async enable(userId: string, secret: string, codeHashes: readonly string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({ totpEnabledAt: sql`now()`, totpLastStep: null })
          .where(
            and(eq(users.id, userId), eq(users.totpSecret, secret), isNull(users.totpEnabledAt)),
          )
          .returning({ id: users.id });
        if (updated.length === 0) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        return true;
      });
    },

    /**
     * Accepts a TOTP time step once: only a step later than the last accepted one passes, so a
     * code (or an older one) cannot be used again. Atomic against concurrent sign-ins.
     */
    async acceptStep(userId: string, step: number): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(
          and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
        )
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /** Marks an unused recovery code used; false when there is none with this hash. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const updated = await db
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return updated.length > 0;
    },

    /** A new set of recovery codes; the old ones die. */
    async replaceRecoveryCodes(userId: string, codeHashes: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    /** Unused recovery codes left. */
    async countUnusedRecoveryCodes(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.count ?? 0;
    },

    /** Two-factor sign-in off: secret, last step and recovery codes go. */
    async disable(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },

    /**
     * Reads a rate-limit counter without counting: the failures so far in the window. Wrong
     * codes are counted with the limiter; this check comes first, so that a locked account
     * refuses even the right code and a guess can never be confirmed.
     */
    async countHits(key: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .select({ count: rateLimitHits.count })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart)))
        .limit(1);
      return row?.count ?? 0;
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

/** The purge: a purged account's recovery codes go (its secret goes with the user row). */
export async function purgeRecoveryCodes(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
