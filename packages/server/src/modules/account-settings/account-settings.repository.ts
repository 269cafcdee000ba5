import { and, eq, ne } from 'drizzle-orm';
import {
  EMAIL_CHANGE_CODE_MAX_ATTEMPTS,
  EMAIL_CHANGE_CODE_TTL_MINUTES,
  PHONE_CHANGE_CODE_MAX_ATTEMPTS,
  PHONE_CHANGE_CODE_TTL_MINUTES,
  type UserPreferences,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { AccountCodesRepository, SessionsRepository } from '../accounts/accounts.module.ts';
import { users, type UserRow } from '../../db/schema/index.ts';

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

/** Postgres unique violation (another account took the address in between). */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** The stores of the accounts module this module changes (its api: `accounts.sessions/codes`). */
export type SettingsStores = {
  sessions: Pick<SessionsRepository, 'listLive' | 'endOwn' | 'endAll'>;
  codes: Pick<
    AccountCodesRepository,
    'replace' | 'findLive' | 'countWrongAttempt' | 'consume' | 'remove'
  >;
};

export function createAccountSettingsRepository(db: Database, { sessions, codes }: SettingsStores) {
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
          const code = await codes.consume(tx, userId, purpose, codeHash, policy);
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
        const ended = await sessions.endAll(userId, { except: keepSessionId, tx });
        // A password reset mailed earlier must not undo the new password.
        await codes.remove(userId, 'password_reset', tx);
        return ended;
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
    listSessions: (userId: string) => sessions.listLive(userId),

    /** Ends one of the user's sessions; false when the user has no such live session. */
    endSession: (userId: string, sessionId: string) => sessions.endOwn(userId, sessionId),

    endOtherSessions: (userId: string, keepSessionId: string) =>
      sessions.endAll(userId, { except: keepSessionId }),
  };
}

export type AccountSettingsRepository = ReturnType<typeof createAccountSettingsRepository>;
