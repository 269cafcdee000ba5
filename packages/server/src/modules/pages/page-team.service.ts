import {
  AppError,
  canAnswerJoinRequests,
  canCommand,
  canCommandTeamRequest,
  canManageTeam,
  nextState,
  nextTeamRequestState,
  type AddPageMemberInput,
  type MembershipCommand,
  type MyTeamInvitation,
  type PagePendingTeam,
  type PageRole,
  type PageTeamInvitation,
  type PageTeamMember,
  type TeamRequestCommand,
  type TeamRequestState,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { createPageAccess, forbidden } from './page-access.ts';
import { createPagesRepository } from './pages.repository.ts';
import { createPageTeamRepository, type TeamRequestRow } from './page-team.repository.ts';
import {
  TEAM_VIEWER,
  presentSummary,
  presentTeamMember,
  presentUserRef,
  resourceOf,
} from './pages.presenter.ts';

/** An in-app notice (the notifications module renders `kind` with `params` in each language). */
export type TeamNotice = {
  kind: string;
  params: Record<string, string | number>;
  path: string | null;
};
/** The notifications module's `notify`: one row per recipient, inside the caller's transaction. */
export type TeamNotify = (
  tx: Transaction,
  recipients: string[],
  notice: TeamNotice,
) => Promise<void>;

export type PageTeamServiceOptions = {
  /** Tells each step of an invitation or a join request (the notifications module). */
  notify?: TeamNotify;
};

/** Where the page's owner and admins answer: the team section of the page's administration. */
export const teamAdminPath = (pageId: string): string =>
  `/page/edit?id=${encodeURIComponent(pageId)}#team`;

const requestStateOf = (row: TeamRequestRow | null): TeamRequestState =>
  row === null ? 'none' : row.kind === 'invitation' ? 'invited' : 'requested';

/** The code that says what is open already, on `field` when given. */
const alreadyOpen = (row: TeamRequestRow, field?: string) =>
  new AppError(
    row.kind === 'invitation' ? 'page.invitation_pending' : 'page.join_request_pending',
    field ? { field } : {},
  );

/**
 * The team of a page (spec section 6; docs/decisions.md, 20 and "Page teams with consent"): the
 * team list, roles, removing and leaving, and the two ways in that need both sides' consent —
 * the page invites and the user accepts or declines; the user asks to join and the owner or an
 * admin approves or refuses. Every step tells the other side through `notify`, in the step's
 * transaction. (Invite links stay in the pages service: following a link is the consent.)
 */
export function createPageTeamService(db: Database, { notify }: PageTeamServiceOptions = {}) {
  const pages = createPagesRepository(db);
  const team = createPageTeamRepository(db);

  const { loadPage, authorize } = createPageAccess(pages);

  /** Refuses a team command the policy or the membership machine does not allow. */
  function decide(
    actorRole: PageRole | null,
    command: MembershipCommand,
    targetRole: PageRole | null,
    self: boolean,
  ): void {
    if (!canCommand(actorRole, command, targetRole, self)) throw forbidden();
    if (!nextState(targetRole ?? 'none', command)) throw new AppError('page.command_not_allowed');
  }

  /** Refuses an invitation or request command the policy does not allow (403). */
  function mayRequest(actorRole: PageRole | null, command: TeamRequestCommand, self: boolean) {
    if (!canCommandTeamRequest(actorRole, command, self)) throw forbidden();
  }

  /** Whether `command` applies to what is open for the user (the request machine). */
  function applies(row: TeamRequestRow | null, command: TeamRequestCommand): boolean {
    return nextTeamRequestState(requestStateOf(row), command) !== null;
  }

  async function nameOf(userId: string): Promise<string> {
    return (await pages.userInUse(userId))?.name ?? '';
  }

  async function tell(tx: Transaction, recipients: string[], notice: TeamNotice): Promise<void> {
    if (notify && recipients.length > 0) await notify(tx, recipients, notice);
  }

  /** The page's owner and admins (who answer for it), without the one who acted. */
  async function managersBut(tx: Transaction, pageId: string, actorId: string) {
    return (await team.managers(pageId, tx)).filter((id) => id !== actorId);
  }

  return {
    // ---- The team ----

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
        if (!(await pages.changeRole(pageId, targetId, target.role, to))) {
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
      const actorRole = await pages.roleOf(pageId, userId);
      if (targetId === userId) {
        if (!actorRole) throw new AppError('page.not_in_team');
        if (actorRole === 'owner') throw new AppError('page.owner_cannot_leave');
        decide(actorRole, 'leave', actorRole, true);
        if (!(await pages.removeMember(pageId, userId, actorRole))) {
          throw new AppError('page.not_in_team');
        }
        return;
      }
      if (!canManageTeam(actorRole)) throw forbidden();
      const targetRole = await pages.roleOf(pageId, targetId);
      if (!targetRole) throw new AppError('page.not_in_team');
      if (targetRole === 'owner') throw new AppError('page.command_not_allowed');
      decide(actorRole, 'remove', targetRole, false);
      if (!(await pages.removeMember(pageId, targetId, targetRole))) {
        throw new AppError('page.not_in_team');
      }
    },

    /** Open invitations and join requests, for the owner and admins. */
    async pending(userId: string, pageId: string): Promise<PagePendingTeam> {
      await authorize(pageId, userId, canAnswerJoinRequests);
      const rows = await team.pending(pageId);
      const viewer = TEAM_VIEWER(userId);
      return {
        invitations: rows.invitations.map((row) => ({
          user: presentUserRef(row, viewer),
          role: row.role,
          invitedBy: row.invitedBy ? presentUserRef(row.invitedBy, viewer) : null,
          invitedAt: row.createdAt.toISOString(),
        })),
        requests: rows.requests.map((row) => ({
          user: presentUserRef(row, viewer),
          requestedAt: row.createdAt.toISOString(),
        })),
      };
    },

    // ---- Invitations: the page asks, the user answers ----

    async invite(
      userId: string,
      pageId: string,
      input: AddPageMemberInput,
    ): Promise<PageTeamInvitation> {
      const { page, role: actorRole } = await authorize(pageId, userId, canManageTeam);
      const targetId = input.userId;
      mayRequest(actorRole, 'invite', targetId === userId);
      const target = await pages.userInUse(targetId);
      if (!target) throw new AppError('page.user_not_found', { field: 'userId' });
      if (await pages.isBlocked(pageId, targetId)) {
        throw new AppError('account.user_blocked', { field: 'userId' });
      }
      const role = input.role ?? 'member';
      const inviterName = await nameOf(userId);
      await team.transaction(async (tx) => {
        if (await pages.roleOf(pageId, targetId, tx)) {
          throw new AppError('page.already_in_team', { field: 'userId' });
        }
        const open = await team.openRequest(pageId, targetId, tx);
        if (!applies(open, 'invite') && open) throw alreadyOpen(open, 'userId');
        const opened = await team.open(
          { pageId, userId: targetId, kind: 'invitation', role, createdBy: userId },
          tx,
        );
        if (!opened) {
          // Someone opened one in between.
          const now = await team.openRequest(pageId, targetId, tx);
          throw now ? alreadyOpen(now, 'userId') : new AppError('page.command_not_allowed');
        }
        await tell(tx, [targetId], {
          kind: 'pages.team_invitation',
          params: { pageName: page.name, inviterName },
          path: resourceOf(page),
        });
      });
      const { invitations } = await this.pending(userId, pageId);
      const invitation = invitations.find((row) => row.user.id === targetId);
      if (!invitation) throw new AppError('page.no_invitation');
      return invitation;
    },

    /** The owner or an admin takes the page's invitation back; the user is told. */
    async withdrawInvitation(userId: string, pageId: string, targetId: string): Promise<void> {
      const { page, role } = await authorize(pageId, userId, canManageTeam);
      mayRequest(role, 'withdrawInvitation', targetId === userId);
      await team.transaction(async (tx) => {
        if (!(await team.close(pageId, targetId, 'invitation', tx))) {
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
      const role = await team.transaction(async (tx) => {
        const invitation = await team.close(pageId, userId, 'invitation', tx);
        if (!invitation) throw new AppError('page.no_invitation');
        if (await pages.isBlocked(pageId, userId, tx)) throw new AppError('account.user_blocked');
        if (await pages.roleOf(pageId, userId, tx)) throw new AppError('page.already_in_team');
        decide(
          null,
          invitation.role === 'team' ? 'acceptTeamInvite' : 'acceptMemberInvite',
          null,
          true,
        );
        if (!(await pages.addMember(pageId, userId, invitation.role, 'admin', tx))) {
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
      await team.transaction(async (tx) => {
        if (!(await team.close(pageId, userId, 'invitation', tx))) {
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
      const rows = await team.invitationsOf(userId);
      return {
        invitations: rows.map((row) => ({
          page: presentSummary(row.page),
          role: row.role,
          invitedAt: row.createdAt.toISOString(),
        })),
      };
    },

    // ---- Join requests: the user asks, the page answers ----

    async requestJoin(userId: string, pageId: string): Promise<{ requested: boolean }> {
      const page = await loadPage(pageId);
      if (await pages.isBlocked(pageId, userId)) throw new AppError('account.user_blocked');
      const userName = await nameOf(userId);
      await team.transaction(async (tx) => {
        const role = await pages.roleOf(pageId, userId, tx);
        if (role) throw new AppError('page.already_in_team');
        mayRequest(role, 'requestJoin', true);
        const open = await team.openRequest(pageId, userId, tx);
        if (!applies(open, 'requestJoin') && open) throw alreadyOpen(open);
        const opened = await team.open(
          { pageId, userId, kind: 'request', role: 'member', createdBy: userId },
          tx,
        );
        if (!opened) {
          const now = await team.openRequest(pageId, userId, tx);
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
      if (!(await team.close(pageId, userId, 'request'))) {
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
      await team.transaction(async (tx) => {
        const request = await team.close(pageId, targetId, 'request', tx);
        if (!request) throw new AppError('page.no_join_request');
        if (!(await pages.userInUse(targetId))) throw new AppError('page.user_not_found');
        if (await pages.isBlocked(pageId, targetId, tx)) throw new AppError('account.user_blocked');
        if (await pages.roleOf(pageId, targetId, tx)) throw new AppError('page.already_in_team');
        decide(actorRole, 'addMember', null, false);
        if (!(await pages.addMember(pageId, targetId, 'member', 'self', tx))) {
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
      await team.transaction(async (tx) => {
        if (!(await team.close(pageId, targetId, 'request', tx))) {
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

export type PageTeamService = ReturnType<typeof createPageTeamService>;
