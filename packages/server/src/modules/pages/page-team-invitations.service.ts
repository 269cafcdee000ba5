import {
  AppError,
  canManageTeam,
  type AddPageMemberInput,
  type MyTeamInvitation,
  type PageTeamInvitation,
} from '@backline/domain';
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
import { presentSummary, resourceOf } from './pages.presenter.ts';

/**
 * Invitations into a page's team (docs/decisions.md, "Page teams with consent"): the owner or an
 * admin invites, the invited user accepts or declines. Every step tells the other side in its
 * transaction.
 */
export function createPageTeamInvitationsService(
  db: Database,
  options: PageTeamServiceOptions = {},
) {
  const { members, requests, loadPage, authorize, nameOf, tell, managersBut, pending } =
    createTeamContext(db, options);

  return {
    async invite(
      userId: string,
      pageId: string,
      input: AddPageMemberInput,
    ): Promise<PageTeamInvitation> {
      const { page, role: actorRole } = await authorize(pageId, userId, canManageTeam);
      const targetId = input.userId;
      mayRequest(actorRole, 'invite', targetId === userId);
      const target = await members.userInUse(targetId);
      if (!target) throw new AppError('page.user_not_found', { field: 'userId' });
      if (await members.isBlocked(pageId, targetId)) {
        throw new AppError('account.user_blocked', { field: 'userId' });
      }
      const role = input.role ?? 'member';
      const inviterName = await nameOf(userId);
      await requests.transaction(async (tx) => {
        if (await members.roleOf(pageId, targetId, tx)) {
          throw new AppError('page.already_in_team', { field: 'userId' });
        }
        const open = await requests.openRequest(pageId, targetId, tx);
        if (!applies(open, 'invite') && open) throw alreadyOpen(open, 'userId');
        const opened = await requests.open(
          { pageId, userId: targetId, kind: 'invitation', role, createdBy: userId },
          tx,
        );
        if (!opened) {
          // Someone opened one in between.
          const now = await requests.openRequest(pageId, targetId, tx);
          throw now ? alreadyOpen(now, 'userId') : new AppError('page.command_not_allowed');
        }
        await tell(tx, [targetId], {
          kind: 'pages.team_invitation',
          params: { pageName: page.name, inviterName },
          path: resourceOf(page),
        });
      });
      const { invitations } = await pending(userId, pageId);
      const invitation = invitations.find((row) => row.user.id === targetId);
      if (!invitation) throw new AppError('page.no_invitation');
      return invitation;
    },

    /** The owner or an admin takes the page's invitation back; the user is told. */
    async withdrawInvitation(userId: string, pageId: string, targetId: string): Promise<void> {
      const { page, role } = await authorize(pageId, userId, canManageTeam);
      mayRequest(role, 'withdrawInvitation', targetId === userId);
      await requests.transaction(async (tx) => {
        if (!(await requests.close(pageId, targetId, 'invitation', tx))) {
          throw new AppError('page.no_invitation');
        }
        await tell(tx, [targetId], {
          kind: 'pages.team_invitation_withdrawn',
          params: { pageName: page.name },
          path: resourceOf(page),
        });
      });
    },

    /** The invited user enters the team with the role the invitation offers. */
    async acceptInvitation(userId: string, pageId: string) {
      const page = await loadPage(pageId);
      const userName = await nameOf(userId);
      const role = await requests.transaction(async (tx) => {
        const invitation = await requests.close(pageId, userId, 'invitation', tx);
        if (!invitation) throw new AppError('page.no_invitation');
        if (await members.isBlocked(pageId, userId, tx)) throw new AppError('account.user_blocked');
        if (await members.roleOf(pageId, userId, tx)) throw new AppError('page.already_in_team');
        decide(
          null,
          invitation.role === 'team' ? 'acceptTeamInvite' : 'acceptMemberInvite',
          null,
          true,
        );
        if (!(await members.addMember(pageId, userId, invitation.role, 'admin', tx))) {
          throw new AppError('page.already_in_team');
        }
        await tell(tx, await managersBut(tx, pageId, userId), {
          kind: 'pages.team_invitation_accepted',
          params: { pageName: page.name, userName },
          path: teamAdminPath(pageId),
        });
        return invitation.role;
      });
      return { page: presentSummary(page), role };
    },

    /** The invited user says no; the page's owner and admins are told. */
    async declineInvitation(userId: string, pageId: string): Promise<void> {
      const page = await loadPage(pageId);
      const userName = await nameOf(userId);
      await requests.transaction(async (tx) => {
        if (!(await requests.close(pageId, userId, 'invitation', tx))) {
          throw new AppError('page.no_invitation');
        }
        await tell(tx, await managersBut(tx, pageId, userId), {
          kind: 'pages.team_invitation_declined',
          params: { pageName: page.name, userName },
          path: teamAdminPath(pageId),
        });
      });
    },

    /** `GET /api/user/page-invitations`: what waits for the caller's answer. */
    async myInvitations(userId: string): Promise<{ invitations: MyTeamInvitation[] }> {
      const rows = await requests.invitationsOf(userId);
      return {
        invitations: rows.map((row) => ({
          page: presentSummary(row.page),
          role: row.role,
          invitedAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type PageTeamInvitationsService = ReturnType<typeof createPageTeamInvitationsService>;
