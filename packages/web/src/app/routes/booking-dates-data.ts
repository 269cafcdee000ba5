import { dateOverviewQuery, dateOverviewSearchOf } from '../../features/booking/api/booking-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/booking/dates`: the overview for the range in the address. */
export const prefetch = ({ url, queryClient }: PrefetchArgs) =>
  queryClient.prefetchQuery(dateOverviewQuery(dateOverviewSearchOf(url.searchParams)));
