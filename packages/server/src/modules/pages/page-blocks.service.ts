import { AppError, canManageTeam } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { decide, notFound } from './page-access.ts';
import { createPageBlocksRepository } from './page-blocks.repository.ts';
import { TEAM_VIEWER, presentUserRef } from './pages.presenter.ts';
import { createPagesContext } from './pages.shared.ts';

/** A page's blocks (owner and admins): a blocked user leaves the team and cannot come back. */
export function createPageBlocksService(db: Database) {
  const { members, authorize, requireUserInUse } = createPagesContext(db);
  const blocks = createPageBlocksRepository(db);

  return {
    /** Remove-and-block (or block someone outside the team). */
    async block(userId: string, pageId: string, targetId: string): Promise<void> {
      const { role: actorRole } = await authorize(pageId, userId, canManageTeam);
      if (targetId === userId) throw new AppError('page.command_not_allowed');
      await requireUserInUse(targetId);
      const targetRole = await members.roleOf(pageId, targetId);
      if (targetRole === 'owner') throw new AppError('page.command_not_allowed');
      if (targetRole) decide(actorRole, 'removeAndBlock', targetRole, false);
      else if (!(await members.isBlocked(pageId, targetId))) {
        decide(actorRole, 'block', null, false);
      }
      if (!(await blocks.block(pageId, targetId, userId))) {
        throw new AppError('page.command_not_allowed');
      }
    },

    async unblock(userId: string, pageId: string, targetId: string): Promise<void> {
      await authorize(pageId, userId, canManageTeam);
      if (!(await blocks.unblock(pageId, targetId))) throw notFound();
    },

    async listBlocks(userId: string, pageId: string) {
      await authorize(pageId, userId, canManageTeam);
      const rows = await blocks.listBlocks(pageId);
      return {
        blocks: rows.map((row) => ({
          user: presentUserRef(row, TEAM_VIEWER(userId)),
          blockedAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type PageBlocksService = ReturnType<typeof createPageBlocksService>;
