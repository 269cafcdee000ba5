import { and, eq, ne } from 'drizzle-orm';
import type { PageRole } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { pageBlocks, pageMembers, pageTeamRequests, users } from '../../db/schema/index.ts';
import { accountInUse, type Db } from './pages.repository.ts';

/** The user entered the team or was blocked: their open invitation or request is moot. */
export async function dropOpenTeamRequest(
  executor: Db,
  pageId: string,
  userId: string,
): Promise<void> {
  await executor
    .delete(pageTeamRequests)
    .where(and(eq(pageTeamRequests.pageId, pageId), eq(pageTeamRequests.userId, userId)));
}

/** Someone else changed the team in between: the command lost a race. */
export class PageRaceError extends Error {
  constructor() {
    super('The page team changed in between.');
  }
}

/**
 * Who belongs to a page: a user's role and block, and the compare-and-set steps that add,
 * re-role and remove team members. Each accepts a caller's transaction, so the team, block,
 * transfer and invite use cases compose them inside their own.
 */
export function createPageMembersRepository(db: Database) {
  return {
    async userInUse(userId: string): Promise<{ id: string; name: string } | null> {
      const [row] = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.id, userId), accountInUse()))
        .limit(1);
      return row ?? null;
    },

    /** The user's team role in the page (one query; the object-user header check). */
    async roleOf(pageId: string, userId: string, executor: Db = db): Promise<PageRole | null> {
      const [row] = await executor
        .select({ role: pageMembers.role })
        .from(pageMembers)
        .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, userId)))
        .limit(1);
      return row?.role ?? null;
    },

    async isBlocked(pageId: string, userId: string, executor: Db = db): Promise<boolean> {
      const [row] = await executor
        .select({ userId: pageBlocks.userId })
        .from(pageBlocks)
        .where(and(eq(pageBlocks.pageId, pageId), eq(pageBlocks.userId, userId)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Adds a team member; false when they are in the team already. Whatever invitation or request
     * was open for them is answered by this, so it goes.
     */
    async addMember(
      pageId: string,
      userId: string,
      role: 'member' | 'team',
      joinedVia: 'self' | 'admin' | 'invite',
      executor: Db = db,
    ): Promise<boolean> {
      const inserted = await executor
        .insert(pageMembers)
        .values({ pageId, userId, role, joinedVia })
        .onConflictDoNothing()
        .returning({ userId: pageMembers.userId });
      if (inserted.length > 0) await dropOpenTeamRequest(executor, pageId, userId);
      return inserted.length > 0;
    },

    /** Compare-and-set of a team role: only while the user still has `from`. */
    async changeRole(
      pageId: string,
      userId: string,
      from: PageRole,
      to: PageRole,
      executor: Db = db,
    ): Promise<boolean> {
      const changed = await executor
        .update(pageMembers)
        .set({ role: to })
        .where(
          and(
            eq(pageMembers.pageId, pageId),
            eq(pageMembers.userId, userId),
            eq(pageMembers.role, from),
          ),
        )
        .returning({ userId: pageMembers.userId });
      return changed.length > 0;
    },

    /** Removes a team member who still has role `from` (never the owner). */
    async removeMember(
      pageId: string,
      userId: string,
      from: PageRole,
      executor: Db = db,
    ): Promise<boolean> {
      const removed = await executor
        .delete(pageMembers)
        .where(
          and(
            eq(pageMembers.pageId, pageId),
            eq(pageMembers.userId, userId),
            eq(pageMembers.role, from),
            ne(pageMembers.role, 'owner'),
          ),
        )
        .returning({ userId: pageMembers.userId });
      return removed.length > 0;
    },
  };
}

export type PageMembersRepository = ReturnType<typeof createPageMembersRepository>;
