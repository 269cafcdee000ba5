import {
  adminSearchOf,
  adminSearchQuery,
  adminUserQuery,
} from '../../features/admin/api/admin-api.ts';
import { ME_QUERY_KEY } from '../../features/auth/api/fetch-me.ts';
import type { MeResponse } from '@backline/domain';
import type { PrefetchArgs } from '../router.tsx';

/**
 * `/admin/user?q=&page=&id=`: the search and the chosen account, as the screen asks for them. Not
 * for a signed-in user the session already names as no admin (the screen turns them away).
 */
export async function prefetch({ url, queryClient }: PrefetchArgs) {
  const me = queryClient.getQueryData<MeResponse>(ME_QUERY_KEY);
  if (me && me.user.role !== 'admin') return;
  const { q, page } = adminSearchOf(url.searchParams);
  const id = url.searchParams.get('id');
  await Promise.all([
    queryClient.prefetchQuery(adminSearchQuery(q, page)),
    id ? queryClient.prefetchQuery(adminUserQuery(id)) : null,
  ]);
}
