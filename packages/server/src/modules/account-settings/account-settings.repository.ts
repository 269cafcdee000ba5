import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  EMAIL_CHANGE_CODE_MAX_ATTEMPTS,
  EMAIL_CHANGE_CODE_TTL_MINUTES,
  PHONE_CHANGE_CODE_MAX_ATTEMPTS,
  PHONE_CHANGE_CODE_TTL_MINUTES,
  RESET_CODE_MAX_ATTEMPTS,
  TOKEN_COOKIE_DAYS,
  type DeviceInfo,
  type PendingRequests,
  type UserPreferences,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import {
  accountCodes,
  sessions,
  users,
  type AccountCodeRow,
  type UserRow,
} from '../../db/schema/index.ts';

/** How long a change code lives and how many wrong tries it survives. */
export type CodePolicy = { ttlMinutes: number; maxAttempts: number };
type ChangePurpose = 'email_change' | 'phone_change';

export const EMAIL_CHANGE_CODE_POLICY: CodePolicy = {
  ttlMinutes: EMAIL_CHANGE_CODE_TTL_MINUTES,
  maxAttempts: EMAIL_CHANGE_CODE_MAX_ATTEMPTS,
};
export const PHONE_CHANGE_CODE_POLICY: CodePolicy = {
  ttlMinutes: PHONE_CHANGE_CODE_TTL_MINUTES,
  maxAttempts: PHONE_CHANGE_CODE_MAX_ATTEMPTS,
};

/** Same rule as the token lookup: revoked, or unused for as long as the cookie lives, is over. */
const sessionIsLive = () =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.lastUsedAt, sql`now() - make_interval(days => ${TOKEN_COOKIE_DAYS})`),
  );

/** Postgres unique violation (another account took the address in between). */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export type SessionListRow = {
  id: string;
  device: DeviceInfo | null;
  createdAt: Date;
  lastUsedAt: Date;
};

/**
 * The user's pending e-mail, phone and password reset requests (spec section 3): every live code
 * of those purposes, with its target address and when it was asked for.
 */
export async function findPendingRequests(db: Database, userId: string): Promise<PendingRequests> {
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
}

const ofUser = (userId: string, purpose: ChangePurpose) =>
  and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose));
const isLive = (policy: CodePolicy) =>
  and(gt(accountCodes.expiresAt, sql`now()`), lt(accountCodes.attempts, policy.maxAttempts));

/**
 * The change codes of the shared `account_codes` table (one live code per account and purpose,
 * the new address in `target`), the same rules as the accounts module's codes.
 */
function changeCodes(db: Database) {
  return {
    /** A new code in place of any old one: no tries used, a fresh expiry. */
    async replace(
      userId: string,
      purpose: ChangePurpose,
      codeHash: string,
      policy: CodePolicy,
      target: string,
    ): Promise<void> {
      const values = {
        codeHash,
        target,
        expiresAt: sql`now() + make_interval(mins => ${policy.ttlMinutes})`,
        attempts: 0,
        createdBy: null,
        details: null,
      };
      await db
        .insert(accountCodes)
        .values({ userId, purpose, ...values })
        .onConflictDoUpdate({
          target: [accountCodes.userId, accountCodes.purpose],
          set: { ...values, createdAt: sql`now()` },
        });
    },

    async findLive(
      userId: string,
      purpose: ChangePurpose,
      policy: CodePolicy,
    ): Promise<AccountCodeRow | null> {
      const [row] = await db
        .select()
        .from(accountCodes)
        .where(and(ofUser(userId, purpose), isLive(policy)))
        .limit(1);
      return row ?? null;
    },

    /** Counts a wrong try, atomically and only while the code is still usable. */
    async countWrongAttempt(userId: string, purpose: ChangePurpose, policy: CodePolicy) {
      await db
        .update(accountCodes)
        .set({ attempts: sql`${accountCodes.attempts} + 1` })
        .where(and(ofUser(userId, purpose), isLive(policy)));
    },

    async remove(userId: string, purpose: ChangePurpose): Promise<void> {
      await db.delete(accountCodes).where(ofUser(userId, purpose));
    },
  };
}

export function createAccountSettingsRepository(db: Database) {
  const codes = changeCodes(db);
  return {
    codes,

    async findUser(userId: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /** Whether another account uses this e-mail (stored lowercase). */
    async emailTaken(email: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
        .limit(1);
      return row !== undefined;
    },

    async phoneTaken(phone: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, phone), ne(users.id, exceptUserId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Uses up the change code and sets the address it confirms, in one transaction. `null` when the
     * code was no longer usable, `'taken'` when another account got the address meanwhile.
     */
    async applyChange(
      userId: string,
      purpose: ChangePurpose,
      codeHash: string,
      alongside?: (tx: Transaction, target: string) => Promise<void>,
    ): Promise<{ target: string } | 'taken' | null> {
      const policy =
        purpose === 'email_change' ? EMAIL_CHANGE_CODE_POLICY : PHONE_CHANGE_CODE_POLICY;
      try {
        return await db.transaction(async (tx) => {
          const [code] = await tx
            .delete(accountCodes)
            .where(
              and(ofUser(userId, purpose), eq(accountCodes.codeHash, codeHash), isLive(policy)),
            )
            .returning();
          if (!code?.target) return null;
          await tx
            .update(users)
            .set(purpose === 'email_change' ? { email: code.target } : { phone: code.target })
            .where(eq(users.id, userId));
          await alongside?.(tx, code.target);
          return { target: code.target };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async removePhone(userId: string): Promise<void> {
      await db.update(users).set({ phone: null }).where(eq(users.id, userId));
    },

    /** New password hash; every other live session of the user ends. Answers how many ended. */
    async changePassword(
      userId: string,
      passwordHash: string,
      keepSessionId: string,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        const ended = await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(sessions.userId, userId),
              ne(sessions.id, keepSessionId),
              isNull(sessions.revokedAt),
            ),
          )
          .returning({ id: sessions.id });
        // A password reset mailed earlier must not undo the new password.
        await tx
          .delete(accountCodes)
          .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, 'password_reset')));
        return ended.length;
      });
    },

    async updateSettings(
      userId: string,
      changes: { locale?: UserRow['locale']; name?: string; preferences?: UserPreferences },
    ): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db.update(users).set(changes).where(eq(users.id, userId));
    },

    /** The user's live sessions, most recently used first. */
    async listSessions(userId: string): Promise<SessionListRow[]> {
      return db
        .select({
          id: sessions.id,
          device: sessions.device,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), sessionIsLive()))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
    },

    /** Ends one of the user's sessions; false when the user has no such live session. */
    async endSession(userId: string, sessionId: string): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), sessionIsLive()))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    async endOtherSessions(userId: string, keepSessionId: string): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            ne(sessions.id, keepSessionId),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}

export type AccountSettingsRepository = ReturnType<typeof createAccountSettingsRepository>;
