import { parseSlugId } from '@backline/domain';
import { forumCommentsQuery, forumTopicQuery } from '../../features/forum/api/forum-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/forum/{slug}-{id}`: the topic and its first comments. */
export const prefetch = ({ params, queryClient }: PrefetchArgs) => {
  const id = parseSlugId(params['slugId'] ?? '')?.id;
  if (!id) return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(forumTopicQuery(id)),
    queryClient.prefetchInfiniteQuery(forumCommentsQuery(id)),
  ]);
};
