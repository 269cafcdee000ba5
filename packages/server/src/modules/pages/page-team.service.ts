import {
  AppError,
  canManageTeam,
  type MembershipCommand,
  type PageTeamMember,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { decide, forbidden } from './page-access.ts';
import { createTeamContext } from './page-team.shared.ts';
import { TEAM_VIEWER, presentTeamMember } from './pages.presenter.ts';

/**
 * The team of a page (spec section 6; docs/decisions.md, 20): the team list, roles, removing and
 * leaving, and what waits for an answer. The two ways in that need both sides' consent are
 * page-team-invitations.service.ts and page-join-requests.service.ts; invite links are
 * page-invites.service.ts (following a link is the consent).
 */
export function createPageTeamService(db: Database) {
  const { members, team, loadPage, authorize, pending } = createTeamContext(db);

  return {
    /** The team with roles, for team members only. */
    async team(userId: string, pageId: string): Promise<{ members: PageTeamMember[] }> {
      await authorize(pageId, userId, (role) => role !== null);
      const rows = await team.team(pageId);
      return { members: rows.map((row) => presentTeamMember(row, TEAM_VIEWER(userId))) };
    },

    async setRole(
      userId: string,
      pageId: string,
      targetId: string,
      to: 'admin' | 'member' | 'team',
    ): Promise<PageTeamMember> {
      const { role: actorRole } = await authorize(pageId, userId, canManageTeam);
      const target = await team.teamMember(pageId, targetId);
      if (!target) throw new AppError('page.not_in_team');
      if (target.role !== to) {
        if (target.role === 'owner') throw new AppError('page.command_not_allowed');
        const command: MembershipCommand =
          to === 'admin'
            ? 'appointAdmin'
            : target.role === 'admin'
              ? 'demoteAdmin'
              : to === 'team'
                ? 'makeTeam'
                : 'makeMember';
        decide(actorRole, command, target.role, targetId === userId);
        if (!(await members.changeRole(pageId, targetId, target.role, to))) {
          throw new AppError('page.command_not_allowed');
        }
      }
      const row = await team.teamMember(pageId, targetId);
      if (!row) throw new AppError('page.not_in_team');
      return presentTeamMember(row, TEAM_VIEWER(userId));
    },

    /** Removes a team member; on oneself it is leaving (the owner cannot leave). */
    async removeMember(userId: string, pageId: string, targetId: string): Promise<void> {
      await loadPage(pageId);
      const actorRole = await members.roleOf(pageId, userId);
      if (targetId === userId) {
        if (!actorRole) throw new AppError('page.not_in_team');
        if (actorRole === 'owner') throw new AppError('page.owner_cannot_leave');
        decide(actorRole, 'leave', actorRole, true);
        if (!(await members.removeMember(pageId, userId, actorRole))) {
          throw new AppError('page.not_in_team');
        }
        return;
      }
      if (!canManageTeam(actorRole)) throw forbidden();
      const targetRole = await members.roleOf(pageId, targetId);
      if (!targetRole) throw new AppError('page.not_in_team');
      if (targetRole === 'owner') throw new AppError('page.command_not_allowed');
      decide(actorRole, 'remove', targetRole, false);
      if (!(await members.removeMember(pageId, targetId, targetRole))) {
        throw new AppError('page.not_in_team');
      }
    },

    pending,
  };
}

export type PageTeamService = ReturnType<typeof createPageTeamService>;
