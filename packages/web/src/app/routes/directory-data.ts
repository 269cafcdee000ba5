import { directoryListOfRoute } from '@backline/domain';
import { directoryListQuery } from '../../features/directory/api/directory-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** A directory list's first page for the filters in the address, as the screen asks for it. */
export const prefetch = ({ url, queryClient }: PrefetchArgs) =>
  queryClient.prefetchInfiniteQuery(
    directoryListQuery(
      directoryListOfRoute(url.pathname.replace(/\/+$/, '')) ?? 'musicians',
      url.searchParams.toString(),
    ),
  );
