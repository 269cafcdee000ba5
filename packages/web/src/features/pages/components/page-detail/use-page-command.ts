import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../components/ui/snackbar.tsx';
import {
  acceptInvitation,
  declineInvitation,
  leavePage,
  meQuery,
  pageKeys,
  setJoinRequest,
  setOwnershipRequest,
} from '../../api/pages-api.ts';

/** A visitor's or member's command on a page: join, answer an invitation, leave, ownership. */
export type PageCommand =
  'requestJoin' | 'withdrawJoin' | 'accept' | 'decline' | 'leave' | 'request' | 'withdraw';

/**
 * Runs a command on the page; afterwards the page, the followed and own pages and the caller are
 * loaded again (a command may change any of them).
 */
export function usePageCommand(page: Page, userId: string | null, refresh: () => Promise<unknown>) {
  const { t } = useTranslation('pages');
  const queryClient = useQueryClient();
  const notify = useNotify();
  const after = async () => {
    await refresh();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: pageKeys.following }),
      queryClient.invalidateQueries({ queryKey: pageKeys.mine }),
      queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
    ]);
  };

  return useMutation({
    mutationFn: (which: PageCommand): Promise<unknown> => {
      switch (which) {
        case 'requestJoin':
          return setJoinRequest(page.id, true);
        case 'withdrawJoin':
          return setJoinRequest(page.id, false);
        case 'accept':
          return acceptInvitation(page.id);
        case 'decline':
          return declineInvitation(page.id);
        case 'leave':
          return leavePage(page.id, userId ?? '');
        case 'request':
          return setOwnershipRequest(page.id, true);
        case 'withdraw':
          return setOwnershipRequest(page.id, false);
      }
    },
    onSuccess: async (_, which) => {
      if (which === 'accept')
        notify({ message: t('detail.invitationAccepted', { name: page.name }) });
      if (which === 'decline') notify({ message: t('detail.invitationDeclined') });
      await after();
    },
  });
}

/** The mutation `usePageCommand` answers. */
export type PageCommandMutation = ReturnType<typeof usePageCommand>;
