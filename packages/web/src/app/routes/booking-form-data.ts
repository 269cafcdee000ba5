import { myPagesForBookingQuery, offerQuery } from '../../features/booking/api/booking-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/booking/create` and `/booking/{id}/edit`: the user's pages (publisher, venue) and the offer. */
export async function prefetch({ params, queryClient }: PrefetchArgs) {
  const id = params['id'];
  await Promise.all([
    queryClient.prefetchQuery(myPagesForBookingQuery),
    id ? queryClient.prefetchQuery(offerQuery(id)) : null,
  ]);
}
