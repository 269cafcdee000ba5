import { conversationListQuery } from '../../features/messaging/api/messaging-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/messaging`: the first page of the list (or the archive) and search of the address. */
export const prefetch = ({ url, queryClient }: PrefetchArgs) =>
  queryClient.prefetchInfiniteQuery(
    conversationListQuery(
      url.searchParams.get('archived') === '1',
      (url.searchParams.get('q') ?? '').trim(),
    ),
  );
