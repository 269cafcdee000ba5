import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageMembers, pageOwnershipRequests, profiles, users } from '../../db/schema/index.ts';
import {
  PageRaceError,
  createPageMembersRepository,
  dropOpenTeamRequest,
} from './page-members.repository.ts';
import { personColumns, profileOfUser } from './page-team.repository.ts';
import { accountInUse, isUniqueViolation } from './pages.repository.ts';

/** Why a transfer stopped before it wrote anything (rolled back, answered as a result). */
class TransferAbort extends Error {
  readonly reason: 'not_in_team' | 'blocked';
  constructor(reason: 'not_in_team' | 'blocked') {
    super(reason);
    this.reason = reason;
  }
}

/** A page's ownership: handing it on, and the requests of users who ask to become its owner. */
export function createPageOwnershipRepository(db: Database) {
  const members = createPageMembersRepository(db);
  return {
    /**
     * Hands the page from `fromUserId` (who must still be its owner: compare-and-set) to
     * `toUserId` (a team member, or a requester who joins as owner). The old owner becomes admin.
     * False when the owner changed in between; the partial unique index backs the one owner.
     */
    async transfer(
      pageId: string,
      fromUserId: string,
      toUserId: string,
      options: { allowOutsider: boolean },
    ): Promise<'done' | 'ownership_changed' | 'not_in_team' | 'blocked'> {
      try {
        return await db.transaction(async (tx) => {
          const handedOver = await members.changeRole(pageId, fromUserId, 'owner', 'admin', tx);
          if (!handedOver) return 'ownership_changed';
          const targetRole = await members.roleOf(pageId, toUserId, tx);
          if (targetRole === 'owner') throw new PageRaceError();
          if (targetRole) {
            if (!(await members.changeRole(pageId, toUserId, targetRole, 'owner', tx))) {
              throw new PageRaceError();
            }
          } else {
            if (!options.allowOutsider) throw new TransferAbort('not_in_team');
            if (await members.isBlocked(pageId, toUserId, tx)) throw new TransferAbort('blocked');
            await tx
              .insert(pageMembers)
              .values({ pageId, userId: toUserId, role: 'owner', joinedVia: 'transfer' });
            await dropOpenTeamRequest(tx, pageId, toUserId);
          }
          await tx
            .delete(pageOwnershipRequests)
            .where(
              and(
                eq(pageOwnershipRequests.pageId, pageId),
                eq(pageOwnershipRequests.userId, toUserId),
              ),
            );
          return 'done' as const;
        });
      } catch (error) {
        if (error instanceof TransferAbort) return error.reason;
        if (error instanceof PageRaceError || isUniqueViolation(error)) return 'ownership_changed';
        throw error;
      }
    },

    async requestOwnership(pageId: string, userId: string, message: string | null) {
      await db
        .insert(pageOwnershipRequests)
        .values({ pageId, userId, message })
        .onConflictDoUpdate({
          target: [pageOwnershipRequests.pageId, pageOwnershipRequests.userId],
          set: { message },
        });
    },

    async dropOwnershipRequest(pageId: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(pageOwnershipRequests)
        .where(
          and(eq(pageOwnershipRequests.pageId, pageId), eq(pageOwnershipRequests.userId, userId)),
        )
        .returning({ userId: pageOwnershipRequests.userId });
      return removed.length > 0;
    },

    async hasOwnershipRequest(pageId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: pageOwnershipRequests.userId })
        .from(pageOwnershipRequests)
        .where(
          and(eq(pageOwnershipRequests.pageId, pageId), eq(pageOwnershipRequests.userId, userId)),
        )
        .limit(1);
      return Boolean(row);
    },

    async listOwnershipRequests(pageId: string) {
      const rows = await db
        .select({
          userId: pageOwnershipRequests.userId,
          ...personColumns,
          message: pageOwnershipRequests.message,
          createdAt: pageOwnershipRequests.createdAt,
        })
        .from(pageOwnershipRequests)
        .innerJoin(users, eq(users.id, pageOwnershipRequests.userId))
        .leftJoin(profiles, profileOfUser)
        .where(and(eq(pageOwnershipRequests.pageId, pageId), accountInUse()))
        .orderBy(asc(pageOwnershipRequests.createdAt));
      return rows.map((row) => ({ ...row, inUse: row.inUse === true }));
    },
  };
}

export type PageOwnershipRepository = ReturnType<typeof createPageOwnershipRepository>;
