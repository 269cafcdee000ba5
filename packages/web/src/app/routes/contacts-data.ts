import { contactListOf, contactListQuery } from '../../features/contacts/api/contacts-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/user/contacts`: the first page of the list and search of the address. */
export const prefetch = ({ url, queryClient }: PrefetchArgs) =>
  queryClient.prefetchInfiniteQuery(
    contactListQuery(
      contactListOf(url.searchParams.get('list')),
      (url.searchParams.get('q') ?? '').trim(),
    ),
  );
