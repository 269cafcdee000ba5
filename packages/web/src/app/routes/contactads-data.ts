import {
  contactAdListQuery,
  contactAdMatchesQuery,
} from '../../features/contactads/api/contactads-api.ts';
import { normalizeLegacyFilters } from '../../features/contactads/legacy-filters.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/musikersuche`: the first page of the view in the address, as the screen asks for it. */
export const prefetch = ({ url, queryClient }: PrefetchArgs) => {
  const filter = url.searchParams.get('filter');
  if (filter === 'matches') {
    return Promise.all([
      queryClient.prefetchInfiniteQuery(contactAdMatchesQuery(null)),
      queryClient.prefetchInfiniteQuery(contactAdListQuery('filter=myads')),
    ]);
  }
  if (filter === 'myads')
    return queryClient.prefetchInfiniteQuery(contactAdListQuery('filter=myads'));
  // An old address with names is turned into ids by the screen first.
  if (normalizeLegacyFilters(url.searchParams)) return Promise.resolve();
  return queryClient.prefetchInfiniteQuery(contactAdListQuery(url.searchParams.toString()));
};
