import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  ACTIVATION_CODE_MAX_ATTEMPTS,
  ACTIVATION_CODE_TTL_MINUTES,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  TOKEN_COOKIE_DAYS,
  type AccountType,
  type DeviceInfo,
  type DeviceState,
  type Locale,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import {
  activationCodes,
  passwordResetCodes,
  sessions,
  users,
  type UserRow,
} from '../../db/schema/index.ts';

export type SessionWithUser = {
  session: { id: string; userId: string; lastUsedAt: Date };
  user: Pick<UserRow, 'id' | 'name' | 'type' | 'role' | 'locale'>;
};

/** A session unused for as long as the token cookie lives (730 days) is over. */
const sessionIsLive = () =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.lastUsedAt, sql`now() - make_interval(days => ${TOKEN_COOKIE_DAYS})`),
  );

/** A code still usable: not expired and not used up by wrong tries. */
const codeIsLive = () =>
  and(
    gt(activationCodes.expiresAt, sql`now()`),
    lt(activationCodes.attempts, ACTIVATION_CODE_MAX_ATTEMPTS),
  );

/** A reset code still usable: not expired and not used up by wrong tries. */
const resetCodeIsLive = () =>
  and(
    gt(passwordResetCodes.expiresAt, sql`now()`),
    lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
  );

export type NewPendingUser = {
  email: string;
  passwordHash: string;
  name: string;
  type: AccountType;
  locale: Locale;
};

export function createAccountsRepository(db: Database) {
  return {
    /** A new, not yet activated account; null when the e-mail is taken. */
    async createPendingUser(input: NewPendingUser): Promise<{ id: string } | null> {
      const [row] = await db
        .insert(users)
        .values({ ...input, activatedAt: null })
        .onConflictDoNothing()
        .returning({ id: users.id });
      return row ?? null;
    },

    /** Stores a user's new code in place of any old one: no tries used, a fresh expiry. */
    async replaceActivationCode(userId: string, codeHash: string): Promise<void> {
      const expiresAt = sql`now() + make_interval(mins => ${ACTIVATION_CODE_TTL_MINUTES})`;
      await db
        .insert(activationCodes)
        .values({ userId, codeHash, expiresAt, attempts: 0 })
        .onConflictDoUpdate({
          target: activationCodes.userId,
          set: { codeHash, expiresAt, attempts: 0, createdAt: sql`now()` },
        });
    },

    /** The stored hash of the user's code if it is still usable. */
    async findLiveActivationCode(userId: string): Promise<{ codeHash: string } | null> {
      const [row] = await db
        .select({ codeHash: activationCodes.codeHash })
        .from(activationCodes)
        .where(and(eq(activationCodes.userId, userId), codeIsLive()))
        .limit(1);
      return row ?? null;
    },

    /** Counts a wrong try, atomically and only while the code is still usable. */
    async countWrongActivationAttempt(userId: string): Promise<void> {
      await db
        .update(activationCodes)
        .set({ attempts: sql`${activationCodes.attempts} + 1` })
        .where(and(eq(activationCodes.userId, userId), codeIsLive()))
        .returning({ attempts: activationCodes.attempts });
    },

    /**
     * Uses up the code and activates the account in one transaction; false when the code was no
     * longer usable (used concurrently, expired or used up meanwhile).
     */
    async activateWithCode(userId: string, codeHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(activationCodes)
          .where(
            and(
              eq(activationCodes.userId, userId),
              eq(activationCodes.codeHash, codeHash),
              codeIsLive(),
            ),
          )
          .returning({ userId: activationCodes.userId });
        if (deleted.length === 0) return false;
        const activated = await tx
          .update(users)
          .set({ activatedAt: sql`now()` })
          .where(and(eq(users.id, userId), isNull(users.activatedAt)))
          .returning({ id: users.id });
        return activated.length > 0;
      });
    },

    /** Stores a user's new reset code in place of any old one: no tries used, a fresh expiry. */
    async replacePasswordResetCode(userId: string, codeHash: string): Promise<void> {
      const expiresAt = sql`now() + make_interval(mins => ${RESET_CODE_TTL_MINUTES})`;
      await db
        .insert(passwordResetCodes)
        .values({ userId, codeHash, expiresAt, attempts: 0 })
        .onConflictDoUpdate({
          target: passwordResetCodes.userId,
          set: { codeHash, expiresAt, attempts: 0, createdAt: sql`now()` },
        });
    },

    /** The stored hash of the user's reset code if it is still usable. */
    async findLivePasswordResetCode(userId: string): Promise<{ codeHash: string } | null> {
      const [row] = await db
        .select({ codeHash: passwordResetCodes.codeHash })
        .from(passwordResetCodes)
        .where(and(eq(passwordResetCodes.userId, userId), resetCodeIsLive()))
        .limit(1);
      return row ?? null;
    },

    /** Counts a wrong reset try, atomically and only while the code is still usable. */
    async countWrongPasswordResetAttempt(userId: string): Promise<void> {
      await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(and(eq(passwordResetCodes.userId, userId), resetCodeIsLive()));
    },

    /**
     * Uses up the reset code, sets the new password hash and revokes every session of the user in
     * one transaction; false when the code was no longer usable (used concurrently, expired or used
     * up meanwhile).
     */
    async resetPasswordWithCode(
      userId: string,
      codeHash: string,
      passwordHash: string,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(passwordResetCodes)
          .where(
            and(
              eq(passwordResetCodes.userId, userId),
              eq(passwordResetCodes.codeHash, codeHash),
              resetCodeIsLive(),
            ),
          )
          .returning({ userId: passwordResetCodes.userId });
        if (deleted.length === 0) return false;
        const updated = await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, userId), isNotNull(users.activatedAt)))
          .returning({ id: users.id });
        if (updated.length === 0) return false;
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        return true;
      });
    },

    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    /** Activated accounts only: the rest do not exist for anyone else. */
    async findActiveUserById(id: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNotNull(users.activatedAt)))
        .limit(1);
      return row ?? null;
    },

    async createSession(input: {
      userId: string;
      tokenHash: string;
      device: DeviceInfo | null;
    }): Promise<{ id: string }> {
      const [row] = await db
        .insert(sessions)
        .values({ userId: input.userId, tokenHash: input.tokenHash, device: input.device })
        .returning({ id: sessions.id });
      if (!row) throw new Error('Inserting a session returned no row.');
      return row;
    },

    /** One query per authenticated request: the live session and the bits of its user. */
    async findLiveSessionByTokenHash(tokenHash: string): Promise<SessionWithUser | null> {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          lastUsedAt: sessions.lastUsedAt,
          id: users.id,
          name: users.name,
          type: users.type,
          role: users.role,
          locale: users.locale,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.tokenHash, tokenHash), sessionIsLive(), isNotNull(users.activatedAt)),
        )
        .limit(1);
      if (!row) return null;
      const { sessionId, lastUsedAt, ...user } = row;
      return { session: { id: sessionId, userId: user.id, lastUsedAt }, user };
    },

    async revokeSession(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Records use of a session; a null state or device keeps what was stored. */
    async touchSession(
      sessionId: string,
      changes: { deviceState?: DeviceState | null; device?: DeviceInfo | null } = {},
    ): Promise<void> {
      await db
        .update(sessions)
        .set({
          lastUsedAt: sql`now()`,
          ...(changes.deviceState ? { deviceState: changes.deviceState } : {}),
          ...(changes.device ? { device: changes.device } : {}),
        })
        .where(eq(sessions.id, sessionId));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
