import {
  HIGHLIGHT_CANDIDATES_LIMIT,
  PAGE_KINDS,
  URLNAME_FORMAT,
  isAffiliated,
  isId,
  type HighlightSubject,
  type Page,
  type PageEntityType,
  type PageRole,
  type ResolvedShortUrl,
  type VenueSearchQuery,
  type VenueSearchResult,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { PageRow } from '../../db/schema/index.ts';
import { notFound } from './page-access.ts';
import { createPageLookupRepository } from './page-lookup.repository.ts';
import { presentSummary, userResource } from './pages.presenter.ts';
import { createPagesContext } from './pages.shared.ts';

const VENUE_SEARCH_LIMIT = 10;

const resolvedPage = (page: PageRow): ResolvedShortUrl => {
  const summary = presentSummary(page);
  return { type: summary.type, id: page.id, kind: page.kind, resource: summary.resource };
};

/**
 * Reading pages (spec sections 3 and 6): one page as the caller sees it, short URLs, the offer
 * form's venue search and the caller's affiliation with a page (the object-user header).
 */
export function createPageQueriesService(db: Database) {
  const { pages, members, view } = createPagesContext(db);
  const lookup = createPageLookupRepository(db);

  return {
    view,

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

    /** `/{shortUrl}`: a page's address first, then a page id, then a user id. */
    async resolve(shortUrl: string): Promise<ResolvedShortUrl> {
      if (URLNAME_FORMAT.test(shortUrl)) {
        const page = await pages.findPageIdByUrlname(shortUrl);
        if (page) return resolvedPage(page);
      }
      if (isId(shortUrl)) {
        const page = await pages.findPage(shortUrl);
        if (page) return resolvedPage(page);
        const user = await lookup.userForShortUrl(shortUrl);
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
      return lookup.shortUrlExists(shortUrl, {
        byUrlname: URLNAME_FORMAT.test(shortUrl),
        byId: isId(shortUrl),
      });
    },

    /** The offer form's venue search: venues and organizations by name. */
    async searchVenues(query: VenueSearchQuery): Promise<VenueSearchResult[]> {
      const rows = await lookup.searchVenues(query.q, query.limit ?? VENUE_SEARCH_LIMIT);
      return rows.map(({ page, city }) => ({
        id: page.id,
        kind: page.kind === 'location' ? 'location' : 'organization',
        name: page.name,
        city: city ? { id: city.id, name: city.name, country: city.country } : null,
      }));
    },

    /** The highlights' page picker: pages of every kind by name, like the venue search. */
    async highlightCandidates(q: string): Promise<HighlightSubject[]> {
      const rows = await lookup.searchVenues(q, HIGHLIGHT_CANDIDATES_LIMIT, PAGE_KINDS);
      return rows.map(({ page, city }) => ({
        kind: 'page',
        id: page.id,
        title: page.name,
        pageKind: page.kind,
        city: city?.name ?? null,
        startsAt: null,
        resource: presentSummary(page).resource,
      }));
    },

    /**
     * The object-user header (spec section 6): the caller's role in the page, 'self' when the
     * caller is the page, null when not affiliated. One query.
     */
    async affiliation(pageId: string, userId: string): Promise<PageRole | 'self' | null> {
      if (pageId === userId) return 'self';
      const role = await members.roleOf(pageId, userId);
      return isAffiliated(userId, { id: pageId, role }) ? role : null;
    },
  };
}

export type PageQueriesService = ReturnType<typeof createPageQueriesService>;
