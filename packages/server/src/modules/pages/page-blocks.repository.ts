import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  pageBlocks,
  pageFollows,
  pageOwnershipRequests,
  profiles,
  users,
} from '../../db/schema/index.ts';
import {
  PageRaceError,
  createPageMembersRepository,
  dropOpenTeamRequest,
} from './page-members.repository.ts';
import { personColumns, profileOfUser } from './page-team.repository.ts';

/** A page's blocks: who may no longer join, follow or ask for it. */
export function createPageBlocksRepository(db: Database) {
  const members = createPageMembersRepository(db);
  return {
    /**
     * Blocks a user: out of the team (unless owner), no follow, no ownership request. False when
     * the user is (or just became) the owner.
     */
    async block(pageId: string, userId: string, blockedBy: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const role = await members.roleOf(pageId, userId, tx);
        if (role === 'owner') return false;
        if (role) {
          const removed = await members.removeMember(pageId, userId, role, tx);
          if (!removed) throw new PageRaceError();
        }
        await tx.insert(pageBlocks).values({ pageId, userId, blockedBy }).onConflictDoNothing();
        await tx
          .delete(pageFollows)
          .where(and(eq(pageFollows.pageId, pageId), eq(pageFollows.userId, userId)));
        await tx
          .delete(pageOwnershipRequests)
          .where(
            and(eq(pageOwnershipRequests.pageId, pageId), eq(pageOwnershipRequests.userId, userId)),
          );
        await dropOpenTeamRequest(tx, pageId, userId);
        return true;
      });
    },

    async unblock(pageId: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(pageBlocks)
        .where(and(eq(pageBlocks.pageId, pageId), eq(pageBlocks.userId, userId)))
        .returning({ userId: pageBlocks.userId });
      return removed.length > 0;
    },

    async listBlocks(pageId: string) {
      const rows = await db
        .select({ userId: pageBlocks.userId, ...personColumns, createdAt: pageBlocks.createdAt })
        .from(pageBlocks)
        .innerJoin(users, eq(users.id, pageBlocks.userId))
        .leftJoin(profiles, profileOfUser)
        .where(eq(pageBlocks.pageId, pageId))
        .orderBy(desc(pageBlocks.createdAt));
      return rows.map((row) => ({ ...row, inUse: row.inUse === true }));
    },
  };
}

export type PageBlocksRepository = ReturnType<typeof createPageBlocksRepository>;
