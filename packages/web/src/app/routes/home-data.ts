import { followedPagesQuery, myPagesQuery } from '../../features/pages/api/pages-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/home`: the user's pages and the pages they follow (the session is already loading). */
export const prefetch = ({ queryClient }: PrefetchArgs) =>
  Promise.all([
    queryClient.prefetchQuery(myPagesQuery),
    queryClient.prefetchQuery(followedPagesQuery),
  ]);
