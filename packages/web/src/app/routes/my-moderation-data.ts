import { myMeasuresQuery, myReportsQuery } from '../../features/moderation/api/moderation-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/account/moderation`: my measures and the first page of my reports. */
export const prefetch = async ({ queryClient }: PrefetchArgs) => {
  await Promise.all([
    queryClient.prefetchQuery(myMeasuresQuery),
    queryClient.prefetchInfiniteQuery(myReportsQuery),
  ]);
};
