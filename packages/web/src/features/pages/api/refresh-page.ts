import type { QueryClient } from '@tanstack/react-query';
import { pageKeys } from './pages-api.ts';

/**
 * After a team change: the page first, since the caller's own role may have changed (an
 * ownership transfer), so that sections the new role may not see unmount before their queries
 * run again (an old owner would otherwise ask for the ownership requests and be refused); then
 * everything else about pages.
 */
export async function refreshAfterTeamChange(queryClient: QueryClient, pageId: string) {
  await queryClient.refetchQueries({ queryKey: pageKeys.detail(pageId) });
  await queryClient.invalidateQueries({
    queryKey: pageKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== pageId,
  });
}
