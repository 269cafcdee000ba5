import type { QueryClient } from '@tanstack/react-query';
import { canAnswerOwnershipRequests, canManageTeam, type Page } from '@backline/domain';
import { pageKeys } from './pages-api.ts';

/**
 * After a team change: the page first, since the caller's own role may have changed (an
 * ownership transfer, leaving). Lists the new role may not see are dropped from the cache rather
 * than refetched: their sections are still on screen until the next render, and asking again
 * would only be refused (403). Everything else about pages is refreshed.
 */
export async function refreshAfterTeamChange(queryClient: QueryClient, pageId: string) {
  await queryClient.refetchQueries({ queryKey: pageKeys.detail(pageId) });
  const role = queryClient.getQueryData<Page>(pageKeys.detail(pageId))?.myRole ?? null;
  const notForRole = [
    ...(canAnswerOwnershipRequests(role) ? [] : [pageKeys.requests(pageId)]),
    ...(canManageTeam(role)
      ? []
      : [pageKeys.blocks(pageId), pageKeys.invites(pageId), pageKeys.pending(pageId)]),
  ];
  for (const queryKey of notForRole) queryClient.removeQueries({ queryKey, exact: true });
  await queryClient.invalidateQueries({
    queryKey: pageKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== pageId,
  });
}
