import { AppError, canAnswerJoinRequests, type PageTeamMember } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { decide } from './page-access.ts';
import {
  alreadyOpen,
  applies,
  createTeamContext,
  mayRequest,
  teamAdminPath,
  type PageTeamServiceOptions,
} from './page-team.shared.ts';
import { TEAM_VIEWER, presentTeamMember, resourceOf } from './pages.presenter.ts';

/**
 * Requests to join a page's team (docs/decisions.md, "Page teams with consent"): the user asks,
 * the owner or an admin approves or refuses. Every answer tells the other side in its
 * transaction.
 */
export function createPageJoinRequestsService(db: Database, options: PageTeamServiceOptions = {}) {
  const { members, team, requests, loadPage, authorize, nameOf, tell, managersBut } =
    createTeamContext(db, options);

  return {
    async requestJoin(userId: string, pageId: string): Promise<{ requested: boolean }> {
      const page = await loadPage(pageId);
      if (await members.isBlocked(pageId, userId)) throw new AppError('account.user_blocked');
      const userName = await nameOf(userId);
      await requests.transaction(async (tx) => {
        const role = await members.roleOf(pageId, userId, tx);
        if (role) throw new AppError('page.already_in_team');
        mayRequest(role, 'requestJoin', true);
        const open = await requests.openRequest(pageId, userId, tx);
        if (!applies(open, 'requestJoin') && open) throw alreadyOpen(open);
        const opened = await requests.open(
          { pageId, userId, kind: 'request', role: 'member', createdBy: userId },
          tx,
        );
        if (!opened) {
          const now = await requests.openRequest(pageId, userId, tx);
          throw now ? alreadyOpen(now) : new AppError('page.command_not_allowed');
        }
        await tell(tx, await managersBut(tx, pageId, userId), {
          kind: 'pages.join_requested',
          params: { pageName: page.name, userName },
          path: teamAdminPath(pageId),
        });
      });
      return { requested: true };
    },

    /** The user takes their request back (nobody is told: nothing changed for the page). */
    async withdrawJoinRequest(userId: string, pageId: string): Promise<{ requested: boolean }> {
      await loadPage(pageId);
      if (!(await requests.close(pageId, userId, 'request'))) {
        throw new AppError('page.no_join_request');
      }
      return { requested: false };
    },

    /** The owner or an admin lets the user in as a member; the user is told. */
    async approveJoinRequest(
      userId: string,
      pageId: string,
      targetId: string,
    ): Promise<PageTeamMember> {
      const { page, role: actorRole } = await authorize(pageId, userId, canAnswerJoinRequests);
      mayRequest(actorRole, 'approveRequest', targetId === userId);
      await requests.transaction(async (tx) => {
        const request = await requests.close(pageId, targetId, 'request', tx);
        if (!request) throw new AppError('page.no_join_request');
        if (!(await members.userInUse(targetId))) throw new AppError('page.user_not_found');
        if (await members.isBlocked(pageId, targetId, tx)) {
          throw new AppError('account.user_blocked');
        }
        if (await members.roleOf(pageId, targetId, tx)) throw new AppError('page.already_in_team');
        decide(actorRole, 'addMember', null, false);
        if (!(await members.addMember(pageId, targetId, 'member', 'self', tx))) {
          throw new AppError('page.already_in_team');
        }
        await tell(tx, [targetId], {
          kind: 'pages.join_request_approved',
          params: { pageName: page.name },
          path: resourceOf(page),
        });
      });
      const row = await team.teamMember(pageId, targetId);
      if (!row) throw new AppError('page.not_in_team');
      return presentTeamMember(row, TEAM_VIEWER(userId));
    },

    /** The owner or an admin says no; the user is told. */
    async refuseJoinRequest(userId: string, pageId: string, targetId: string): Promise<void> {
      const { page, role } = await authorize(pageId, userId, canAnswerJoinRequests);
      mayRequest(role, 'refuseRequest', targetId === userId);
      await requests.transaction(async (tx) => {
        if (!(await requests.close(pageId, targetId, 'request', tx))) {
          throw new AppError('page.no_join_request');
        }
        await tell(tx, [targetId], {
          kind: 'pages.join_request_refused',
          params: { pageName: page.name },
          path: resourceOf(page),
        });
      });
    },
  };
}

export type PageJoinRequestsService = ReturnType<typeof createPageJoinRequestsService>;
