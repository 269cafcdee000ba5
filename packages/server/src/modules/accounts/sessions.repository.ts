import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { TOKEN_COOKIE_DAYS } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';

/** The realtime event that closes the sockets of ended sessions (platform/realtime). */
const SESSION_REVOKED = 'session.revoked';

/** A session unused for as long as the token cookie lives (730 days), or revoked, is over. */
export const sessionIsLive = () =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.lastUsedAt, sql`now() - make_interval(days => ${TOKEN_COOKIE_DAYS})`),
  );

export type SessionListRow = {
  id: string;
  device: (typeof sessions.$inferSelect)['device'];
  createdAt: Date;
  lastUsedAt: Date;
};

/**
 * The one owner of the `sessions` table's revocation and listing: signing out, a password
 * change or reset, deactivation, deletion and an admin's "end sessions" all end sessions here.
 * Other modules reach it as `accounts.sessions` (their writes pass their transaction).
 */
export function createSessionsRepository(db: Database, realtime?: Pick<RealtimeHub, 'publish'>) {
  /** Closes the realtime sockets of the ended sessions (after the commit, on every server). */
  const announce = async (
    executor: Database | Transaction,
    userId: string,
    data: { sessions: string[] } | { all: true; except?: string },
  ) => {
    if (!realtime || ('sessions' in data && data.sessions.length === 0)) return;
    await realtime.publish(executor, [userId], { kind: SESSION_REVOKED, data });
  };
  return {
    /** The user's live sessions, most recently used first. */
    async listLive(userId: string): Promise<SessionListRow[]> {
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

    async countLive(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), sessionIsLive()));
      return row?.n ?? 0;
    },

    /** Ends one session (sign-out); nothing when it has ended already. */
    async end(sessionId: string): Promise<void> {
      const [ended] = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId });
      if (ended) await announce(db, ended.userId, { sessions: [sessionId] });
    },

    /** Ends one of the user's live sessions; false when the user has no such live session. */
    async endOwn(userId: string, sessionId: string): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), sessionIsLive()))
        .returning({ id: sessions.id });
      await announce(db, userId, { sessions: ended.map((row) => row.id) });
      return ended.length > 0;
    },

    /**
     * Ends every session of the user that has not ended yet (but `except`, the caller's own), in
     * the caller's transaction when given; how many ended.
     */
    async endAll(
      userId: string,
      { except, tx }: { except?: string; tx?: Transaction } = {},
    ): Promise<number> {
      const ended = await (tx ?? db)
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            except ? ne(sessions.id, except) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      if (ended.length > 0) {
        await announce(tx ?? db, userId, { all: true, ...(except ? { except } : {}) });
      }
      return ended.length;
    },

    /** The purge: the account's sessions go with its personal data. */
    async deleteAll(tx: Transaction, userId: string): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
