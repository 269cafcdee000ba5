import { ID_PATTERN } from '@backline/domain';
import {
  contextRefOf,
  conversationQuery,
  historyQuery,
  sendersQuery,
} from '../../features/messaging/api/messaging-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/**
 * `/directmessaging`: the conversation of `?id=` and its newest messages, or, for a new one
 * about a context, whom the viewer may write as.
 */
export const prefetch = ({ url, queryClient }: PrefetchArgs) => {
  const id = url.searchParams.get('id');
  if (id && ID_PATTERN.test(id)) {
    return Promise.all([
      queryClient.prefetchQuery(conversationQuery(id)),
      queryClient.prefetchInfiniteQuery(historyQuery(id)),
    ]);
  }
  const context = contextRefOf(url.searchParams.get('context'));
  return context ? queryClient.prefetchQuery(sendersQuery(context)) : Promise.resolve();
};
