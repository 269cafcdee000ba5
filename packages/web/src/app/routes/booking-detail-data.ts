import { parseSlugId } from '@backline/domain';
import { offerQuery } from '../../features/booking/api/booking-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/booking/{slug}-{id}`: the offer. */
export async function prefetch({ params, queryClient }: PrefetchArgs) {
  const id = parseSlugId(params['slugId'] ?? '')?.id;
  if (id) await queryClient.prefetchQuery(offerQuery(id));
}
