import { parseSlugId } from '@backline/domain';
import { publicProfileQuery } from '../../features/profiles/api/profile-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/user/{slug}-{id}` and its aliases: the public profile. */
export async function prefetch({ params, queryClient }: PrefetchArgs) {
  const id = parseSlugId(params['slugId'] ?? '')?.id;
  if (id) await queryClient.prefetchQuery(publicProfileQuery(id));
}
