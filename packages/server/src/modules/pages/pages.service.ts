import { createHash, randomBytes } from 'node:crypto';
import {
  AppError,
  PAGE_INVITE_DEFAULT_DAYS,
  URLNAME_FORMAT,
  canActAsPage,
  canAnswerOwnershipRequests,
  canCommand,
  canDeletePage,
  canEditPage,
  canManageTeam,
  canTransferOwnership,
  isAffiliated,
  isId,
  isStatusOfKind,
  nextState,
  normalizeProfileLink,
  pageEntityType,
  urlnameProblem,
  type CreatePageInput,
  type CreatePageInviteInput,
  type MembershipCommand,
  type MyPage,
  type Page,
  type PageEntityType,
  type PageLink,
  type PageRole,
  type ResolvedShortUrl,
  type UpdatePageInput,
  type VenueSearchQuery,
  type VenueSearchResult,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { createPageAccess, forbidden, notFound } from './page-access.ts';
import { createPagesRepository, isUniqueViolation, type PageChanges } from './pages.repository.ts';
import { createPageTeamRepository } from './page-team.repository.ts';
import {
  TEAM_VIEWER,
  presentInvite,
  presentMyPage,
  presentPage,
  presentListItem,
  presentSummary,
  presentUserRef,
  userResource,
} from './pages.presenter.ts';

export type PagesServiceOptions = {
  now?: () => Date;
  /** After a page is deleted: its media go too (the media service; wired in app.ts). */
  onPageDeleted?: (pageId: string) => Promise<void>;
  /** A page deleted by the account purge: its media rows go in the same transaction. */
  onPagePurged?: (tx: Transaction, pageId: string) => Promise<void>;
};
/** `Me.pages` entries (domain `UserPageRefSchema`). */
type UserPageRef = { id: string; type: string; name: string; resource: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const VENUE_SEARCH_LIMIT = 10;

export const hashInviteToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The web path of an invite link (the web shows the page and an accept button). */
export const invitePath = (token: string): string => `/page/invite/${token}`;

/** Empty text means "none". */
const textOrNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value;

export function createPagesService(
  db: Database,
  { now = () => new Date(), onPageDeleted, onPagePurged }: PagesServiceOptions = {},
) {
  const repository = createPagesRepository(db);
  const teamRepository = createPageTeamRepository(db);

  const { loadPage, authorize } = createPageAccess(repository);

  /** A usable address for `pageId` (null: a new page), or the address code on `urlname`. */
  async function checkUrlname(value: string, pageId: string | null): Promise<string> {
    const problem = urlnameProblem(value);
    if (problem) throw new AppError(problem, { field: 'urlname' });
    const holder = await repository.urlnameOwner(value);
    if (holder && holder !== pageId) {
      throw new AppError('page.address_unavailable', { field: 'urlname' });
    }
    return value;
  }

  function normalizeWebsite(value: string | null | undefined, field: string): string | null {
    const text = textOrNull(value);
    if (text === null) return null;
    const normalized = normalizeProfileLink(text);
    if (!normalized) throw new AppError('link.unprocessable', { field });
    return normalized;
  }

  function normalizeLinks(links: PageLink[]): { url: string; label?: string }[] {
    return links.map((link, index) => {
      const url = normalizeWebsite(link.url, `links.${index}.url`);
      if (!url) throw new AppError('validation.required', { field: `links.${index}.url` });
      const label = textOrNull(link.label);
      return label ? { url, label } : { url };
    });
  }

  async function checkCity(cityId: number | null | undefined): Promise<number | null> {
    if (cityId === undefined || cityId === null) return null;
    if (!(await repository.cityExists(cityId))) {
      throw new AppError('validation.invalid', { field: 'cityId' });
    }
    return cityId;
  }

  /** Unique violation of the address (someone took it in between) → address unavailable. */
  async function writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('page.address_unavailable', { field: 'urlname', cause: error });
      }
      throw error;
    }
  }

  /** The full presented page for a caller (visitor: null). Four queries. */
  async function view(pageId: string, userId: string | null): Promise<Page | null> {
    const found = await repository.findPageWithCity(pageId);
    if (!found) return null;
    const [team, viewer] = await Promise.all([
      teamRepository.team(pageId),
      repository.viewerFacts(pageId, userId),
    ]);
    return presentPage(found.page, found.city, team, viewer, found);
  }

  async function viewOrFail(pageId: string, userId: string | null): Promise<Page> {
    const page = await view(pageId, userId);
    if (!page) throw notFound();
    return page;
  }

  /** Refuses a team command the policy or the machine does not allow. */
  function decide(
    actorRole: PageRole | null,
    command: MembershipCommand,
    targetRole: PageRole | null,
    self: boolean,
  ): void {
    if (!canCommand(actorRole, command, targetRole, self)) throw forbidden();
    if (!nextState(targetRole ?? 'none', command)) throw new AppError('page.command_not_allowed');
  }

  async function requireUserInUse(userId: string) {
    const user = await repository.userInUse(userId);
    if (!user) throw new AppError('page.user_not_found', { field: 'userId' });
    return user;
  }

  return {
    view,

    async create(userId: string, input: CreatePageInput): Promise<Page> {
      const urlname =
        textOrNull(input.urlname) === null ? null : await checkUrlname(input.urlname ?? '', null);
      const values = {
        kind: input.kind,
        artistForm: input.kind === 'artist' ? input.artistForm : null,
        organizationType: input.kind === 'organization' ? input.organizationType : null,
        status: input.status ?? 'active',
        name: input.name,
        urlname,
        website: normalizeWebsite(input.website, 'website'),
        cityId: await checkCity(input.cityId),
        description: textOrNull(input.description),
        genres: [...new Set(input.genres ?? [])],
        links: normalizeLinks(input.links ?? []),
        createdBy: userId,
      };
      const id = await writing(() => repository.createPage(values, userId));
      return viewOrFail(id, userId);
    },

    async update(userId: string, pageId: string, input: UpdatePageInput): Promise<Page> {
      const { page } = await authorize(pageId, userId, canEditPage);
      const changes: PageChanges = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.urlname !== undefined) {
        changes.urlname =
          textOrNull(input.urlname) === null
            ? null
            : await checkUrlname(input.urlname ?? '', page.id);
      }
      if (input.website !== undefined) changes.website = normalizeWebsite(input.website, 'website');
      if (input.cityId !== undefined) changes.cityId = await checkCity(input.cityId);
      if (input.description !== undefined) changes.description = textOrNull(input.description);
      if (input.genres !== undefined) changes.genres = [...new Set(input.genres)];
      if (input.links !== undefined) changes.links = normalizeLinks(input.links);
      if (input.status !== undefined) {
        if (!isStatusOfKind(page.kind, input.status)) {
          throw new AppError('validation.invalid', { field: 'status' });
        }
        changes.status = input.status;
      }
      if (input.artistForm !== undefined) {
        if (page.kind !== 'artist')
          throw new AppError('validation.invalid', { field: 'artistForm' });
        changes.artistForm = input.artistForm;
      }
      if (input.organizationType !== undefined) {
        if (page.kind !== 'organization') {
          throw new AppError('validation.invalid', { field: 'organizationType' });
        }
        changes.organizationType = input.organizationType;
      }
      await writing(() => repository.updatePage(pageId, changes));
      return viewOrFail(pageId, userId);
    },

    /** Owner only. False when there was no such page. */
    async remove(userId: string, pageId: string): Promise<boolean> {
      const page = await repository.findPage(pageId);
      if (!page) return false;
      const role = await repository.roleOf(pageId, userId);
      if (!canDeletePage(role)) throw forbidden();
      const deleted = await repository.deletePage(pageId);
      if (deleted) await onPageDeleted?.(pageId);
      return deleted;
    },

    /** For the generic endpoints: a page of the entity type, or null. */
    async getEntity(
      type: PageEntityType | 'page',
      pageId: string,
      userId: string | null,
    ): Promise<Page | null> {
      const page = await view(pageId, userId);
      if (!page || (type !== 'page' && page.type !== type)) return null;
      return page;
    },

    async deleteEntity(type: PageEntityType | 'page', pageId: string, userId: string) {
      const page = await repository.findPage(pageId);
      if (!page || (type !== 'page' && pageEntityType(page.kind) !== type)) return false;
      return this.remove(userId, pageId);
    },

    async urlnameAvailability(urlname: string, pageId: string | undefined) {
      const problem = urlnameProblem(urlname);
      if (problem) return { urlname, available: false, code: problem };
      const holder = await repository.urlnameOwner(urlname);
      const taken = holder !== null && holder !== pageId;
      return {
        urlname,
        available: !taken,
        code: taken ? ('page.address_unavailable' as const) : null,
      };
    },

    /** `/{shortUrl}`: a page's address first, then a page id, then a user id. */
    async resolve(shortUrl: string): Promise<ResolvedShortUrl> {
      if (URLNAME_FORMAT.test(shortUrl)) {
        const page = await repository.findPageIdByUrlname(shortUrl);
        if (page) {
          const summary = presentSummary(page);
          return { type: summary.type, id: page.id, kind: page.kind, resource: summary.resource };
        }
      }
      if (isId(shortUrl)) {
        const page = await repository.findPage(shortUrl);
        if (page) {
          const summary = presentSummary(page);
          return { type: summary.type, id: page.id, kind: page.kind, resource: summary.resource };
        }
        const user = await repository.userForShortUrl(shortUrl);
        if (user) {
          return {
            type: 'user',
            id: user.id,
            kind: null,
            resource: userResource({ userId: user.id, name: user.name }),
          };
        }
      }
      throw notFound();
    },

    /**
     * Whether `/{shortUrl}` shows something (`resolve` would answer it), in one indexed query:
     * the web server answers an unknown short URL with 404.
     */
    async shortUrlExists(shortUrl: string): Promise<boolean> {
      return repository.shortUrlExists(shortUrl, {
        byUrlname: URLNAME_FORMAT.test(shortUrl),
        byId: isId(shortUrl),
      });
    },

    /** The offer form's venue search: venues and organizations by name. */
    async searchVenues(query: VenueSearchQuery): Promise<VenueSearchResult[]> {
      const rows = await repository.searchVenues(query.q, query.limit ?? VENUE_SEARCH_LIMIT);
      return rows.map(({ page, city }) => ({
        id: page.id,
        kind: page.kind === 'location' ? 'location' : 'organization',
        name: page.name,
        city: city ? { id: city.id, name: city.name, country: city.country } : null,
      }));
    },

    async pagesOfUser(userId: string): Promise<MyPage[]> {
      const rows = await repository.pagesOfUser(userId);
      return rows.map(presentMyPage);
    },

    /**
     * `GET /api/user/me`'s `pages` (every team page) and `pageTypes` (the kinds the user may act
     * as: artist; organization for organizations and venues).
     */
    async meExtras(
      userId: string,
    ): Promise<{ pages: UserPageRef[]; pageTypes: { artist: boolean; organization: boolean } }> {
      const rows = await repository.pagesOfUser(userId);
      const acting = rows.filter((row) => canActAsPage(row.role));
      return {
        pages: rows.map(({ page }) => {
          const summary = presentSummary(page);
          return { id: page.id, type: summary.type, name: page.name, resource: summary.resource };
        }),
        pageTypes: {
          artist: acting.some((row) => row.page.kind === 'artist'),
          organization: acting.some((row) => row.page.kind !== 'artist'),
        },
      };
    },

    /**
     * The object-user header (spec section 6): the caller's role in the page, 'self' when the
     * caller is the page, null when not affiliated. One query.
     */
    async affiliation(pageId: string, userId: string): Promise<PageRole | 'self' | null> {
      if (pageId === userId) return 'self';
      const role = await repository.roleOf(pageId, userId);
      return isAffiliated(userId, { id: pageId, role }) ? role : null;
    },

    /** Remove-and-block (or block someone outside the team). */
    async block(userId: string, pageId: string, targetId: string): Promise<void> {
      const { role: actorRole } = await authorize(pageId, userId, canManageTeam);
      if (targetId === userId) throw new AppError('page.command_not_allowed');
      await requireUserInUse(targetId);
      const targetRole = await repository.roleOf(pageId, targetId);
      if (targetRole === 'owner') throw new AppError('page.command_not_allowed');
      if (targetRole) decide(actorRole, 'removeAndBlock', targetRole, false);
      else if (!(await repository.isBlocked(pageId, targetId))) {
        decide(actorRole, 'block', null, false);
      }
      if (!(await repository.block(pageId, targetId, userId))) {
        throw new AppError('page.command_not_allowed');
      }
    },

    async unblock(userId: string, pageId: string, targetId: string): Promise<void> {
      await authorize(pageId, userId, canManageTeam);
      if (!(await repository.unblock(pageId, targetId))) throw notFound();
    },

    async listBlocks(userId: string, pageId: string) {
      await authorize(pageId, userId, canManageTeam);
      const rows = await repository.listBlocks(pageId);
      return {
        blocks: rows.map((row) => ({
          user: presentUserRef(row, TEAM_VIEWER(userId)),
          blockedAt: row.createdAt.toISOString(),
        })),
      };
    },

    async transfer(userId: string, pageId: string, targetId: string): Promise<Page> {
      await authorize(pageId, userId, canTransferOwnership);
      if (targetId === userId) throw new AppError('page.command_not_allowed');
      const result = await repository.transfer(pageId, userId, targetId, { allowOutsider: false });
      if (result === 'not_in_team') throw new AppError('page.not_in_team', { field: 'userId' });
      if (result === 'blocked') throw new AppError('account.user_blocked', { field: 'userId' });
      if (result === 'ownership_changed') throw new AppError('page.ownership_changed');
      return viewOrFail(pageId, userId);
    },

    // ---- Ownership requests ----

    async requestOwnership(userId: string, pageId: string, message: string | undefined) {
      await loadPage(pageId);
      const role = await repository.roleOf(pageId, userId);
      if (role === 'owner') throw new AppError('page.command_not_allowed');
      if (await repository.isBlocked(pageId, userId)) throw new AppError('account.user_blocked');
      await repository.requestOwnership(pageId, userId, textOrNull(message));
      return { requested: true };
    },

    async withdrawOwnershipRequest(userId: string, pageId: string) {
      await loadPage(pageId);
      await repository.dropOwnershipRequest(pageId, userId);
      return { requested: false };
    },

    async listOwnershipRequests(userId: string, pageId: string) {
      await authorize(pageId, userId, canAnswerOwnershipRequests);
      const rows = await repository.listOwnershipRequests(pageId);
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
      if (!(await repository.hasOwnershipRequest(pageId, requesterId))) {
        throw new AppError('page.no_ownership_request');
      }
      await requireUserInUse(requesterId);
      const result = await repository.transfer(pageId, userId, requesterId, {
        allowOutsider: true,
      });
      if (result === 'blocked') throw new AppError('account.user_blocked');
      if (result !== 'done') throw new AppError('page.ownership_changed');
      return viewOrFail(pageId, userId);
    },

    async declineOwnershipRequest(userId: string, pageId: string, requesterId: string) {
      await authorize(pageId, userId, canAnswerOwnershipRequests);
      if (!(await repository.dropOwnershipRequest(pageId, requesterId))) {
        throw new AppError('page.no_ownership_request');
      }
    },

    // ---- Invites ----

    async createInvite(userId: string, pageId: string, input: CreatePageInviteInput) {
      await authorize(pageId, userId, canManageTeam);
      const token = randomBytes(32).toString('base64url');
      const days = input.expiresInDays ?? PAGE_INVITE_DEFAULT_DAYS;
      const row = await repository.createInvite({
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
      const rows = await repository.listInvites(pageId);
      const at = now();
      return { invites: rows.map((row) => presentInvite(row, at)) };
    },

    async revokeInvite(userId: string, pageId: string, inviteId: string): Promise<void> {
      await authorize(pageId, userId, canManageTeam);
      if (!(await repository.revokeInvite(pageId, inviteId))) throw notFound();
    },

    async previewInvite(token: string) {
      const invite = await repository.findLiveInvite(hashInviteToken(token));
      if (!invite) throw new AppError('link.unavailable');
      const page = await loadPage(invite.pageId);
      return {
        page: presentSummary(page),
        role: invite.role === 'team' ? ('team' as const) : ('member' as const),
        expiresAt: invite.expiresAt.toISOString(),
      };
    },

    async acceptInvite(userId: string, token: string) {
      const invite = await repository.findLiveInvite(hashInviteToken(token));
      if (!invite) throw new AppError('link.unavailable');
      const page = await loadPage(invite.pageId);
      if (await repository.isBlocked(page.id, userId)) throw new AppError('account.user_blocked');
      const existing = await repository.roleOf(page.id, userId);
      if (existing) return { page: presentSummary(page), role: existing };
      await repository.joinByInvite(invite, userId);
      const role = (await repository.roleOf(page.id, userId)) ?? invite.role;
      return { page: presentSummary(page), role };
    },

    // ---- Follows ----

    async follow(userId: string, pageId: string) {
      await loadPage(pageId);
      if (await repository.isBlocked(pageId, userId)) throw new AppError('account.user_blocked');
      await repository.follow(pageId, userId);
      return { following: true, followers: await repository.followers(pageId) };
    },

    async unfollow(userId: string, pageId: string) {
      await loadPage(pageId);
      await repository.unfollow(pageId, userId);
      return { following: false, followers: await repository.followers(pageId) };
    },

    async followedPages(userId: string) {
      const rows = await repository.followedPages(userId);
      return { pages: rows.map(presentListItem) };
    },

    /** Purge step of account deletion (docs/decisions.md, 20). */
    async purgeUser(tx: Transaction, userId: string): Promise<void> {
      const deleted = await repository.purgeUser(tx, userId);
      for (const pageId of deleted) await onPagePurged?.(tx, pageId);
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
