import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVATION_CODE_MAX_ATTEMPTS,
  ACTIVATION_CODE_TTL_MINUTES,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  type AccountType,
  type DeviceInfo,
  type DeviceState,
  type Locale,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import { createAccountCodesRepository, type CodePolicy } from './account-codes.repository.ts';
import { createSessionsRepository, sessionIsLive } from './sessions.repository.ts';
import { sessions, users, type UserRow } from '../../db/schema/index.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';

export type SessionWithUser = {
  session: { id: string; userId: string; lastUsedAt: Date };
  user: Pick<UserRow, 'id' | 'name' | 'type' | 'role' | 'locale' | 'communityBanUntil'> & {
    twoFactorEnabled: boolean;
    shadowBanned: boolean;
  };
};

/**
 * An account that is in use: activated, and neither deactivated, marked for deletion nor purged.
 * The rest do not exist for anyone else, and their sessions are not accepted.
 */
const accountInUse = () =>
  and(
    isNotNull(users.activatedAt),
    isNull(users.deactivatedAt),
    isNull(users.deletionRequestedAt),
    isNull(users.purgedAt),
  );

/** Activation codes: 6 digits, mailed (spec section 5). */
export const ACTIVATION_CODE_POLICY: CodePolicy = {
  ttlMinutes: ACTIVATION_CODE_TTL_MINUTES,
  maxAttempts: ACTIVATION_CODE_MAX_ATTEMPTS,
};
/** Password reset codes: 6 digits, mailed. */
export const RESET_CODE_POLICY: CodePolicy = {
  ttlMinutes: RESET_CODE_TTL_MINUTES,
  maxAttempts: RESET_CODE_MAX_ATTEMPTS,
};

export type NewPendingUser = {
  email: string;
  passwordHash: string;
  name: string;
  type: AccountType;
  locale: Locale;
};

/** The row of the session lookup; times as epoch milliseconds (both drivers answer numbers alike). */
type LiveSessionRow = {
  session_id: string;
  last_used_ms: number;
  id: string;
  name: string;
  type: AccountType;
  role: UserRow['role'];
  locale: Locale;
  two_factor_enabled: boolean;
  community_ban_until_ms: number | null;
  shadow_banned: boolean;
};

const epochMs = (column: SQL | { getSQL(): SQL }) =>
  sql`floor(extract(epoch from ${column}) * 1000)::float8`;

export function createAccountsRepository(db: Database, realtime?: Pick<RealtimeHub, 'publish'>) {
  const codes = createAccountCodesRepository(db);
  const sessionStore = createSessionsRepository(db, realtime);
  // Every authenticated request runs it: prepared once per connection, built once.
  const liveSession = prepareStatement<LiveSessionRow>(
    db,
    'live_session',
    sql`select ${sessions.id} as session_id, ${epochMs(sessions.lastUsedAt)} as last_used_ms,
        ${users.id} as id, ${users.name} as name, ${users.type} as type, ${users.role} as role,
        ${users.locale} as locale, ${users.totpEnabledAt} is not null as two_factor_enabled,
        ${epochMs(users.communityBanUntil)} as community_ban_until_ms,
        ${users.shadowBannedAt} is not null as shadow_banned
      from ${sessions} join ${users} on ${users.id} = ${sessions.userId}
      where ${and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), sessionIsLive(), accountInUse())}
      limit 1`,
    [
      'session_id',
      'last_used_ms',
      'id',
      'name',
      'type',
      'role',
      'locale',
      'two_factor_enabled',
      'community_ban_until_ms',
      'shadow_banned',
    ],
  );
  return {
    codes,
    sessions: sessionStore,

    /** A new, not yet activated account; null when the e-mail is taken. */
    async createPendingUser(input: NewPendingUser): Promise<{ id: string } | null> {
      const [row] = await db
        .insert(users)
        .values({ ...input, activatedAt: null })
        .onConflictDoNothing()
        .returning({ id: users.id });
      return row ?? null;
    },

    /**
     * Uses up the code and activates the account in one transaction; false when the code was no
     * longer usable (used concurrently, expired or used up meanwhile).
     */
    async activateWithCode(userId: string, codeHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const code = await codes.consume(
          tx,
          userId,
          'activation',
          codeHash,
          ACTIVATION_CODE_POLICY,
        );
        if (!code) return false;
        const activated = await tx
          .update(users)
          .set({ activatedAt: sql`now()` })
          .where(and(eq(users.id, userId), isNull(users.activatedAt)))
          .returning({ id: users.id });
        return activated.length > 0;
      });
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
        const code = await codes.consume(tx, userId, 'password_reset', codeHash, RESET_CODE_POLICY);
        if (!code) return false;
        const updated = await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, userId), isNotNull(users.activatedAt)))
          .returning({ id: users.id });
        if (updated.length === 0) return false;
        await sessionStore.endAll(userId, { tx });
        return true;
      });
    },

    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    /**
     * Accounts in use only (activated, not deactivated, deleted or purged): the rest do not exist
     * for anyone else.
     */
    async findActiveUserById(id: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), accountInUse()))
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
      const [row] = await liveSession({ tokenHash });
      if (!row) return null;
      return {
        session: { id: row.session_id, userId: row.id, lastUsedAt: new Date(row.last_used_ms) },
        user: {
          id: row.id,
          name: row.name,
          type: row.type,
          role: row.role,
          locale: row.locale,
          twoFactorEnabled: row.two_factor_enabled,
          // The bans ride along: the publishing guard reads them from the request context.
          communityBanUntil:
            row.community_ban_until_ms === null ? null : new Date(row.community_ban_until_ms),
          shadowBanned: row.shadow_banned,
        },
      };
    },

    /** The live sessions among `sessionIds` of accounts in use (the realtime sockets' check). */
    async liveSessions(
      sessionIds: readonly string[],
    ): Promise<{ sessionId: string; userId: string }[]> {
      if (sessionIds.length === 0) return [];
      return db
        .select({ sessionId: sessions.id, userId: sessions.userId })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inArray(sessions.id, [...sessionIds]), sessionIsLive(), accountInUse()));
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
