import { forumCategoriesQuery, forumTopicsQuery } from '../../features/forum/api/forum-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/forum`: the categories and the first page for the filters in the address. */
export const prefetch = ({ url, queryClient }: PrefetchArgs) =>
  Promise.all([
    queryClient.prefetchQuery(forumCategoriesQuery),
    queryClient.prefetchInfiniteQuery(forumTopicsQuery(url.searchParams.toString())),
  ]);
