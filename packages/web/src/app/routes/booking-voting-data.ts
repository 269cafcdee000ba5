import { votingQuery } from '../../features/booking/api/booking-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/booking/{id}/voting`: the vote's candidates (and counts, for the offerer). */
export const prefetch = ({ params, queryClient }: PrefetchArgs) =>
  queryClient.prefetchQuery(votingQuery(params['id'] ?? ''));
