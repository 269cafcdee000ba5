import { notificationsListQuery } from '../../features/notifications/api/notifications-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/user/notifications`: the first page. */
export const prefetch = ({ queryClient }: PrefetchArgs) =>
  queryClient.prefetchInfiniteQuery(notificationsListQuery);
