import { parseSlugId } from '@backline/domain';
import {
  contactAdListQuery,
  contactAdMatchesQuery,
  contactAdQuery,
  myActingPagesQuery,
} from '../../features/contactads/api/contactads-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/**
 * The contact ads' screens start their requests here, as each screen asks for them (one data
 * module for the three screens keeps the entry's list of chunks short):
 * - `/contactad/{slug}-{id}`, `/musikerkontakt/{slug}-{id}`: the ad;
 * - `/contactad/{id}/edit`: the ad; `/contactad/create`: the pages that may publish;
 * - `/musikersuche`: the first page of the view in the address.
 */
export async function prefetch({ params, url, queryClient }: PrefetchArgs) {
  if (params['slugId'] !== undefined) {
    const id = parseSlugId(params['slugId'])?.id;
    if (id) await queryClient.prefetchQuery(contactAdQuery(id));
    return;
  }
  if (params['id'] !== undefined) return queryClient.prefetchQuery(contactAdQuery(params['id']));
  if (url.pathname.startsWith('/contactad/')) return queryClient.prefetchQuery(myActingPagesQuery);
  const filter = url.searchParams.get('filter');
  if (filter === 'matches') {
    await Promise.all([
      queryClient.prefetchInfiniteQuery(contactAdMatchesQuery(null)),
      queryClient.prefetchInfiniteQuery(contactAdListQuery('filter=myads')),
    ]);
    return;
  }
  if (filter === 'myads') {
    return queryClient.prefetchInfiniteQuery(contactAdListQuery('filter=myads'));
  }
  // An old address with names asks with their ids (the screen then shows them in the address).
  return queryClient.prefetchInfiniteQuery(contactAdListQuery(url.searchParams.toString()));
}
