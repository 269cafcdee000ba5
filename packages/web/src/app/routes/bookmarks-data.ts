import { bookmarksQuery } from '../../features/bookmarks/api/bookmarks-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/user/bookmarks`: every bookmark of the user, as the screen asks for them. */
export const prefetch = ({ queryClient }: PrefetchArgs) =>
  queryClient.prefetchQuery(bookmarksQuery());
