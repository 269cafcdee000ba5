import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  SearchResultSchema,
  SearchSuggestionsSchema,
  type SearchHit,
  type SearchKind,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

export const SEARCH_KEY = ['search'] as const;

/** The address of the results screen for `q` (and one kind). */
export const searchPath = (q: string, kind?: SearchKind): string => {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  return `/suche?${params.toString()}`;
};

/** `GET /api/search/suggest`: a few hits per kind while typing. */
export const searchSuggestQuery = (q: string) =>
  queryOptions({
    queryKey: [...SEARCH_KEY, 'suggest', q] as const,
    queryFn: ({ signal }) =>
      apiClient.request(`/search/suggest?${new URLSearchParams({ q }).toString()}`, {
        schema: SearchSuggestionsSchema,
        signal,
      }),
    staleTime: 60_000,
    // While the next words load, the list keeps the last suggestions instead of flickering.
    placeholderData: (previous) => previous,
  });

/** `GET /api/search`: the top hits of each kind, or (with a kind) that kind paged. */
export const searchResultsQuery = (q: string, kind: SearchKind | null) =>
  infiniteQueryOptions({
    queryKey: [...SEARCH_KEY, 'results', q, kind] as const,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ q });
      if (kind) params.set('kind', kind);
      if (pageParam) params.set('cursor', pageParam);
      return apiClient.request(`/search?${params.toString()}`, {
        schema: SearchResultSchema,
        signal,
      });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The suggestions' hits in one list, in the kinds' order. */
export const flattenHits = (groups: readonly { hits: readonly SearchHit[] }[]): SearchHit[] =>
  groups.flatMap((group) => group.hits);
