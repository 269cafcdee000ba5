import {
  SEARCH_GROUP_SIZE,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE_DEFAULT,
  SEARCH_SUGGEST_SIZE,
  prefixTsquery,
  searchableKinds,
  type SearchGroup,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
  type SearchSuggestQuery,
  type SearchSuggestions,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { SearchProvider } from '../../platform/search.sql.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { presentSearchGroups } from './search.presenter.ts';
import { createSearchRepository } from './search.repository.ts';

/** The registry of search providers and the two use cases (results, suggestions). */
export function createSearchService(db: Database) {
  const repository = createSearchRepository(db);
  const providers = new Map<SearchKind, SearchProvider>();

  /** The providers of the kinds asked for that the viewer may search, in the kinds' order. */
  function providersFor(ctx: RequestContext, kind: SearchKind | undefined): SearchProvider[] {
    const allowed = searchableKinds(ctx.user !== null);
    return SEARCH_KINDS.filter((each) => allowed.includes(each) && (!kind || each === kind))
      .map((each) => providers.get(each))
      .filter((provider): provider is SearchProvider => provider !== undefined);
  }

  /** `size` hits per kind from `offset`; a row more is read to know whether there are more. */
  async function groupsOf(
    ctx: RequestContext,
    q: string,
    chosen: SearchProvider[],
    page: { size: number; offset: number },
  ): Promise<SearchGroup[]> {
    const words = prefixTsquery(q);
    if (chosen.length === 0 || words === '') {
      return chosen.map((provider) => ({ kind: provider.kind, hits: [], more: false }));
    }
    const row = await repository.search(chosen, {
      q,
      words,
      viewerId: ctx.user?.id ?? null,
      limit: page.size + 1,
      offset: page.offset,
    });
    return presentSearchGroups(chosen, row, page.size, ctx.locale);
  }

  return {
    /** Modules add their kind here (compose-modules.ts); a kind has one provider. */
    registerProvider(provider: SearchProvider): void {
      if (providers.has(provider.kind)) {
        throw new Error(`Search kind ${provider.kind} registered twice`);
      }
      providers.set(provider.kind, provider);
    },

    /**
     * `GET /api/search`: without a kind the top hits of each kind the viewer may search (a
     * visitor not the forum's topics); with a kind one page of that kind's hits. A kind the
     * viewer may not search answers no group.
     */
    async search(ctx: RequestContext, query: SearchQuery): Promise<SearchResult> {
      const offset = query.kind && query.cursor ? Number(query.cursor) : 0;
      const size = query.kind
        ? Number(query.limit ?? SEARCH_PAGE_SIZE_DEFAULT)
        : Number(query.limit ?? SEARCH_GROUP_SIZE);
      const groups = await groupsOf(ctx, query.q, providersFor(ctx, query.kind), { size, offset });
      const next = query.kind && groups[0]?.more ? String(offset + size) : null;
      return { q: query.q, groups, nextCursor: next };
    },

    /** `GET /api/search/suggest`: a few hits per kind while typing. */
    async suggest(ctx: RequestContext, query: SearchSuggestQuery): Promise<SearchSuggestions> {
      const groups = await groupsOf(ctx, query.q, providersFor(ctx, undefined), {
        size: SEARCH_SUGGEST_SIZE,
        offset: 0,
      });
      return { q: query.q, groups };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
