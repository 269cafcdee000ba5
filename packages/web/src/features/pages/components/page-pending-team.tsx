import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PageUserRef } from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import {
  approveJoinRequest,
  pendingTeamQuery,
  refuseJoinRequest,
  withdrawInvitation,
} from '../api/pages-api.ts';
import { PersonAvatar, PersonName, usePersonLabel } from './page-person.tsx';

type Answer = { kind: 'approve' | 'refuse' | 'withdraw'; user: PageUserRef };

/**
 * What waits for an answer, for the page's owner and admins: requests to join (approve, refuse)
 * and the page's open invitations (withdraw). Each answer tells the other side (server).
 */
export function PagePendingTeam({
  pageId,
  onChanged,
}: {
  pageId: string;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['page-admin', 'pages']);
  const notify = useNotify();
  const labelOf = usePersonLabel();
  const pending = useQuery(pendingTeamQuery(pageId));
  const answer = useMutation({
    mutationFn: ({ kind, user }: Answer): Promise<unknown> =>
      kind === 'approve'
        ? approveJoinRequest(pageId, user.id)
        : kind === 'refuse'
          ? refuseJoinRequest(pageId, user.id)
          : withdrawInvitation(pageId, user.id),
    onSuccess: async (_, { kind, user }) => {
      notify({
        message:
          kind === 'approve'
            ? t('team.approved', { name: labelOf(user) })
            : kind === 'refuse'
              ? t('team.refused')
              : t('team.invitationWithdrawn'),
      });
      await onChanged();
    },
  });
  const button = (kind: Answer['kind'], user: PageUserRef, label: string) => (
    <Button
      size="small"
      variant={kind === 'approve' ? 'contained' : 'outlined'}
      disabled={answer.isPending}
      onClick={() => answer.mutate({ kind, user })}
    >
      {label}
    </Button>
  );

  return (
    <>
      <ErrorAlert error={pending.error ?? answer.error} sx={{ mt: 2 }} />
      <PendingList
        title={t('team.requestsTitle')}
        empty={t('team.requestsEmpty')}
        loaded={pending.data !== undefined}
        rows={(pending.data?.requests ?? []).map((request) => ({
          user: request.user,
          meta: t('team.requestedAt'),
          actions: (
            <>
              {button('approve', request.user, t('team.approve'))}
              {button('refuse', request.user, t('team.refuse'))}
            </>
          ),
        }))}
      />
      <PendingList
        title={t('team.pendingInvitationsTitle')}
        empty={t('team.pendingInvitationsEmpty')}
        loaded={pending.data !== undefined}
        rows={(pending.data?.invitations ?? []).map((invitation) => {
          const role = t(`pages:roles.${invitation.role}`);
          return {
            user: invitation.user,
            meta: invitation.invitedBy
              ? t('team.invitedBy', { role, name: labelOf(invitation.invitedBy) })
              : t('team.invitedAs', { role }),
            actions: button('withdraw', invitation.user, t('team.withdrawInvitation')),
          };
        })}
      />
    </>
  );
}

function PendingList({
  title,
  empty,
  loaded,
  rows,
}: {
  title: string;
  empty: string;
  loaded: boolean;
  rows: { user: PageUserRef; meta: string; actions: ReactNode }[];
}) {
  const { t } = useTranslation('page-admin');
  const labelOf = usePersonLabel();
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {loaded && rows.length === 0 ? <Typography color="text.secondary">{empty}</Typography> : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map(({ user, meta, actions }) => (
          <Box
            component="li"
            key={user.id}
            aria-label={labelOf(user)}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
          >
            <PersonAvatar user={user} />
            <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
              <PersonName user={user} bold />
              <Typography variant="body2" color="text.secondary">
                {meta}
              </Typography>
            </Box>
            <Box
              role="group"
              aria-label={t('team.actionsFor', { name: labelOf(user) })}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
            >
              {actions}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
