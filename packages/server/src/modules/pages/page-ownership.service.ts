import {
  AppError,
  canAnswerOwnershipRequests,
  canTransferOwnership,
  type Page,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { createPageOwnershipRepository } from './page-ownership.repository.ts';
import { TEAM_VIEWER, presentUserRef } from './pages.presenter.ts';
import { createPagesContext, textOrNull } from './pages.shared.ts';

/**
 * A page's ownership (spec section 6): the owner hands it to a team member, and anyone may ask
 * to become its owner; the owner accepts (the page passes to the requester) or declines.
 */
export function createPageOwnershipService(db: Database) {
  const { members, loadPage, authorize, viewOrFail, requireUserInUse } = createPagesContext(db);
  const ownership = createPageOwnershipRepository(db);

  return {
    async transfer(userId: string, pageId: string, targetId: string): Promise<Page> {
      await authorize(pageId, userId, canTransferOwnership);
      if (targetId === userId) throw new AppError('page.command_not_allowed');
      const result = await ownership.transfer(pageId, userId, targetId, { allowOutsider: false });
      if (result === 'not_in_team') throw new AppError('page.not_in_team', { field: 'userId' });
      if (result === 'blocked') throw new AppError('account.user_blocked', { field: 'userId' });
      if (result === 'ownership_changed') throw new AppError('page.ownership_changed');
      return viewOrFail(pageId, userId);
    },

    async requestOwnership(userId: string, pageId: string, message: string | undefined) {
      await loadPage(pageId);
      const role = await members.roleOf(pageId, userId);
      if (role === 'owner') throw new AppError('page.command_not_allowed');
      if (await members.isBlocked(pageId, userId)) throw new AppError('account.user_blocked');
      await ownership.requestOwnership(pageId, userId, textOrNull(message));
      return { requested: true };
    },

    async withdrawOwnershipRequest(userId: string, pageId: string) {
      await loadPage(pageId);
      await ownership.dropOwnershipRequest(pageId, userId);
      return { requested: false };
    },

    async listOwnershipRequests(userId: string, pageId: string) {
      await authorize(pageId, userId, canAnswerOwnershipRequests);
      const rows = await ownership.listOwnershipRequests(pageId);
      return {
        requests: rows.map((row) => ({
          user: presentUserRef(row, TEAM_VIEWER(userId)),
          message: row.message,
          requestedAt: row.createdAt.toISOString(),
        })),
      };
    },

    async acceptOwnershipRequest(userId: string, pageId: string, requesterId: string) {
      await authorize(pageId, userId, canAnswerOwnershipRequests);
      if (!(await ownership.hasOwnershipRequest(pageId, requesterId))) {
        throw new AppError('page.no_ownership_request');
      }
      await requireUserInUse(requesterId);
      const result = await ownership.transfer(pageId, userId, requesterId, {
        allowOutsider: true,
      });
      if (result === 'blocked') throw new AppError('account.user_blocked');
      if (result !== 'done') throw new AppError('page.ownership_changed');
      return viewOrFail(pageId, userId);
    },

    async declineOwnershipRequest(userId: string, pageId: string, requesterId: string) {
      await authorize(pageId, userId, canAnswerOwnershipRequests);
      if (!(await ownership.dropOwnershipRequest(pageId, requesterId))) {
        throw new AppError('page.no_ownership_request');
      }
    },
  };
}

export type PageOwnershipService = ReturnType<typeof createPageOwnershipService>;
