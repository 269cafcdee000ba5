import { SEARCH_KINDS, SEARCH_QUERY_MIN_LENGTH } from '@backline/domain';
import { searchResultsQuery } from '../../features/search/api/search-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/suche?q=…`: the first results for the words (and kind) in the address. */
export const prefetch = async ({ url, queryClient }: PrefetchArgs) => {
  const q = (url.searchParams.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, 100);
  if (q.length < SEARCH_QUERY_MIN_LENGTH) return;
  const kindParam = url.searchParams.get('kind');
  const kind = SEARCH_KINDS.find((each) => each === kindParam) ?? null;
  await queryClient.prefetchInfiniteQuery(searchResultsQuery(q, kind));
};
