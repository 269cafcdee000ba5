import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { TOKEN_COOKIE_DAYS, type DeviceInfo, type DeviceState } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { sessions, users, type UserRow } from '../../db/schema/index.ts';

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

export function createAccountsRepository(db: Database) {
  return {
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
