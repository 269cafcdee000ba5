import { venueRatingQuery } from '../../features/venues/api/venues-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/locationrating/{id}`: the rating. */
export const prefetch = ({ params, queryClient }: PrefetchArgs) => {
  const id = params['id'];
  return id ? queryClient.prefetchQuery(venueRatingQuery(id)) : Promise.resolve();
};
