import type { MeResponse } from '@backline/domain';
import { ME_QUERY_KEY } from '../../features/auth/api/fetch-me.ts';
import {
  appealsQuery,
  moderationQueueQuery,
} from '../../features/moderation/api/moderation-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/**
 * `/moderation?tab=`: the tab's list. Not for a signed-in user the session already names as no
 * moderator (the screen turns them away).
 */
export async function prefetch({ url, queryClient }: PrefetchArgs) {
  const me = queryClient.getQueryData<MeResponse>(ME_QUERY_KEY);
  if (me && me.user.role !== 'moderator' && me.user.role !== 'admin') return;
  if (url.searchParams.get('tab') === 'appeals') await queryClient.prefetchQuery(appealsQuery);
  else await queryClient.prefetchInfiniteQuery(moderationQueueQuery);
}
