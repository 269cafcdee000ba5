import { myApplicationsQuery, myOffersQuery } from '../../features/booking/api/booking-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/booking/myoffers`: the first page of the offers; `/booking/myapplies`: the applications. */
export const prefetch = ({ url, queryClient }: PrefetchArgs) =>
  url.pathname.endsWith('/myapplies')
    ? queryClient.prefetchQuery(myApplicationsQuery)
    : queryClient.prefetchQuery(myOffersQuery(1));
