import { dashboardQuery } from '../../features/dashboard/api/dashboard-api.ts';
import { followedPagesQuery, myPagesQuery } from '../../features/pages/api/pages-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/**
 * `/home`: the dashboard's sections (their answer and their code, a chunk of its own), the
 * user's pages and the pages they follow.
 */
export const prefetch = ({ queryClient }: PrefetchArgs) =>
  Promise.all([
    import('./home-dashboard.tsx'),
    queryClient.prefetchQuery(dashboardQuery),
    queryClient.prefetchQuery(myPagesQuery),
    queryClient.prefetchQuery(followedPagesQuery),
  ]);
