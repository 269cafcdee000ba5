import {
  pendingRatingsQuery,
  ratingIdOf,
  ratingQuery,
} from '../../features/booking/api/booking-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/booking/ratings`: the gigs still to rate, and the rating the address names. */
export async function prefetch({ url, queryClient }: PrefetchArgs) {
  const rating = ratingIdOf(url.searchParams);
  await Promise.all([
    queryClient.prefetchQuery(pendingRatingsQuery),
    rating ? queryClient.prefetchQuery(ratingQuery(rating)) : null,
  ]);
}
