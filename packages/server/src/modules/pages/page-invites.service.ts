import { createHash, randomBytes } from 'node:crypto';
import {
  AppError,
  PAGE_INVITE_DEFAULT_DAYS,
  canManageTeam,
  type CreatePageInviteInput,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { notFound } from './page-access.ts';
import { createPageInvitesRepository } from './page-invites.repository.ts';
import { presentInvite, presentSummary } from './pages.presenter.ts';
import { createPagesContext } from './pages.shared.ts';

export type PageInvitesOptions = { now?: () => Date };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the hash is stored: the token is shown once, when the link is made. */
export const hashInviteToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The web path of an invite link (the web shows the page and an accept button). */
export const invitePath = (token: string): string => `/page/invite/${token}`;

/**
 * Invite links (spec section 6): the owner and admins make, list and revoke them; a signed-in
 * user who follows a live link joins the team (following it is the consent).
 */
export function createPageInvitesService(
  db: Database,
  { now = () => new Date() }: PageInvitesOptions = {},
) {
  const { members, loadPage, authorize } = createPagesContext(db);
  const invites = createPageInvitesRepository(db);

  return {
    async createInvite(userId: string, pageId: string, input: CreatePageInviteInput) {
      await authorize(pageId, userId, canManageTeam);
      const token = randomBytes(32).toString('base64url');
      const days = input.expiresInDays ?? PAGE_INVITE_DEFAULT_DAYS;
      const row = await invites.createInvite({
        pageId,
        tokenHash: hashInviteToken(token),
        role: input.role ?? 'member',
        createdBy: userId,
        expiresAt: new Date(now().getTime() + days * DAY_MS),
      });
      return { invite: presentInvite(row, now()), token, path: invitePath(token) };
    },

    async listInvites(userId: string, pageId: string) {
      await authorize(pageId, userId, canManageTeam);
      const rows = await invites.listInvites(pageId);
      const at = now();
      return { invites: rows.map((row) => presentInvite(row, at)) };
    },

    async revokeInvite(userId: string, pageId: string, inviteId: string): Promise<void> {
      await authorize(pageId, userId, canManageTeam);
      if (!(await invites.revokeInvite(pageId, inviteId))) throw notFound();
    },

    async previewInvite(token: string) {
      const invite = await invites.findLiveInvite(hashInviteToken(token));
      if (!invite) throw new AppError('link.unavailable');
      const page = await loadPage(invite.pageId);
      return {
        page: presentSummary(page),
        role: invite.role === 'team' ? ('team' as const) : ('member' as const),
        expiresAt: invite.expiresAt.toISOString(),
      };
    },

    async acceptInvite(userId: string, token: string) {
      const invite = await invites.findLiveInvite(hashInviteToken(token));
      if (!invite) throw new AppError('link.unavailable');
      const page = await loadPage(invite.pageId);
      if (await members.isBlocked(page.id, userId)) throw new AppError('account.user_blocked');
      const existing = await members.roleOf(page.id, userId);
      if (existing) return { page: presentSummary(page), role: existing };
      await invites.joinByInvite(invite, userId);
      const role = (await members.roleOf(page.id, userId)) ?? invite.role;
      return { page: presentSummary(page), role };
    },
  };
}

export type PageInvitesService = ReturnType<typeof createPageInvitesService>;
