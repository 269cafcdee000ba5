import { parseSlugId } from '@backline/domain';
import { contactAdQuery } from '../../features/contactads/api/contactads-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/contactad/{slug}-{id}`: the ad. */
export async function prefetch({ params, queryClient }: PrefetchArgs) {
  const id = parseSlugId(params['slugId'] ?? '')?.id;
  if (id) await queryClient.prefetchQuery(contactAdQuery(id));
}
