import {
  AppError,
  canAnswerJoinRequests,
  canCommandTeamRequest,
  nextTeamRequestState,
  type PagePendingTeam,
  type PageRole,
  type TeamRequestCommand,
  type TeamRequestState,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { createPageAccess, forbidden } from './page-access.ts';
import { createPageMembersRepository } from './page-members.repository.ts';
import {
  createPageTeamRequestsRepository,
  type TeamRequestRow,
} from './page-team-requests.repository.ts';
import { createPageTeamRepository } from './page-team.repository.ts';
import { TEAM_VIEWER, presentUserRef } from './pages.presenter.ts';
import { createPagesRepository } from './pages.repository.ts';

/**
 * What the team use cases share (the team itself, invitations, join requests): the notices they
 * send, the request machine's checks, and the context each loads, authorizes and tells with.
 */

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
export const alreadyOpen = (row: TeamRequestRow, field?: string) =>
  new AppError(
    row.kind === 'invitation' ? 'page.invitation_pending' : 'page.join_request_pending',
    field ? { field } : {},
  );

/** Refuses an invitation or request command the policy does not allow (403). */
export function mayRequest(
  actorRole: PageRole | null,
  command: TeamRequestCommand,
  self: boolean,
): void {
  if (!canCommandTeamRequest(actorRole, command, self)) throw forbidden();
}

/** Whether `command` applies to what is open for the user (the request machine). */
export function applies(row: TeamRequestRow | null, command: TeamRequestCommand): boolean {
  return nextTeamRequestState(requestStateOf(row), command) !== null;
}

export function createTeamContext(db: Database, { notify }: PageTeamServiceOptions = {}) {
  const pages = createPagesRepository(db);
  const members = createPageMembersRepository(db);
  const team = createPageTeamRepository(db);
  const requests = createPageTeamRequestsRepository(db);
  const { loadPage, authorize } = createPageAccess(pages, members);

  async function nameOf(userId: string): Promise<string> {
    return (await members.userInUse(userId))?.name ?? '';
  }

  async function tell(tx: Transaction, recipients: string[], notice: TeamNotice): Promise<void> {
    if (notify && recipients.length > 0) await notify(tx, recipients, notice);
  }

  /** The page's owner and admins (who answer for it), without the one who acted. */
  async function managersBut(tx: Transaction, pageId: string, actorId: string) {
    return (await team.managers(pageId, tx)).filter((id) => id !== actorId);
  }

  /** Open invitations and join requests, for the owner and admins. */
  async function pending(userId: string, pageId: string): Promise<PagePendingTeam> {
    await authorize(pageId, userId, canAnswerJoinRequests);
    const rows = await requests.pending(pageId);
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
  }

  return { members, team, requests, loadPage, authorize, nameOf, tell, managersBut, pending };
}

export type TeamContext = ReturnType<typeof createTeamContext>;
