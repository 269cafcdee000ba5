import { ratingFormQuery } from '../../features/venues/api/venues-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/location/rate/{id}`: the venue and the viewer's own rating. */
export const prefetch = ({ params, queryClient }: PrefetchArgs) => {
  const id = params['id'];
  return id ? queryClient.prefetchQuery(ratingFormQuery(id)) : Promise.resolve();
};
