import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { canManageTeam, type Page, type PageTeamMember } from '@backline/domain';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useTranslation } from 'react-i18next';
import {
  blockUser,
  blocksQuery,
  leavePage,
  removeTeamMember,
  setTeamRole,
  teamQuery,
  transferOwnership,
  unblockUser,
} from '../api/pages-api.ts';
import { refreshAfterTeamChange } from '../api/refresh-page.ts';
import { InviteMemberForm } from './add-member-form.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { PagePendingTeam } from './page-pending-team.tsx';
import { PersonAvatar, PersonName, usePersonLabel } from './page-person.tsx';
import { teamActionsFor, type TeamAction } from './team-actions.ts';

const LABELS = {
  appointAdmin: 'team.makeAdmin',
  demoteAdmin: 'team.demote',
  makeTeam: 'team.makeTeam',
  makeMember: 'team.makeMember',
  transfer: 'team.transfer',
  remove: 'team.remove',
  removeAndBlock: 'team.removeAndBlock',
  leave: 'team.leave',
} as const satisfies Record<TeamAction, string>;

/** Actions that ask first. */
const CONFIRM = {
  transfer: 'team.confirmTransfer',
  remove: 'team.confirmRemove',
  removeAndBlock: 'team.confirmRemoveAndBlock',
  leave: 'team.confirmLeave',
} as const;
type ConfirmedAction = keyof typeof CONFIRM;
const needsConfirm = (action: TeamAction): action is ConfirmedAction => action in CONFIRM;

export type PageTeamSectionProps = {
  page: Page;
  /** The signed-in user. */
  userId: string;
  /** After the caller left the team (they may no longer see this screen). */
  onLeft: () => void;
};

/**
 * The team of a page: owner, admins, members and team, each with the actions the caller's role
 * allows (`teamActionsFor`); for managers, the requests to join (approve, refuse), the open
 * invitations (withdraw), a form that invites someone by their profile address or user id, and
 * the blocked people with "unblock". A former member shows as such, without picture or link.
 */
export function PageTeamSection({ page, userId, onLeft }: PageTeamSectionProps) {
  const { t } = useTranslation(['page-admin', 'pages']);
  const queryClient = useQueryClient();
  const team = useQuery(teamQuery(page.id));
  const manager = canManageTeam(page.myRole);
  const blocks = useQuery({ ...blocksQuery(page.id), enabled: manager });
  const [pending, setPending] = useState<{ action: ConfirmedAction; member: PageTeamMember }>();
  const labelOf = usePersonLabel();
  const refresh = () => refreshAfterTeamChange(queryClient, page.id);

  const run = (action: TeamAction, member: PageTeamMember): Promise<unknown> => {
    const target = member.user.id;
    switch (action) {
      case 'appointAdmin':
        return setTeamRole(page.id, target, 'admin');
      case 'demoteAdmin':
        return setTeamRole(page.id, target, 'member');
      case 'makeTeam':
        return setTeamRole(page.id, target, 'team');
      case 'makeMember':
        return setTeamRole(page.id, target, 'member');
      case 'transfer':
        return transferOwnership(page.id, target);
      case 'remove':
        return removeTeamMember(page.id, target);
      case 'removeAndBlock':
        return blockUser(page.id, target);
      case 'leave':
        return leavePage(page.id, userId);
    }
  };
  const direct = useMutation({
    mutationFn: ({ action, member }: { action: TeamAction; member: PageTeamMember }) =>
      run(action, member),
    onSuccess: refresh,
  });
  const unblock = useMutation({
    mutationFn: (target: string) => unblockUser(page.id, target),
    onSuccess: refresh,
  });

  return (
    <Box>
      <ErrorAlert error={team.error ?? direct.error} sx={{ mb: 2 }} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {team.data?.members.length === 0 ? <li>{t('team.empty')}</li> : null}
        {team.data?.members.map((member) => {
          const self = member.user.id === userId;
          const actions = teamActionsFor(page.myRole, member.role, self);
          const label = labelOf(member.user);
          return (
            <Box
              component="li"
              key={member.user.id}
              aria-label={label}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
            >
              <PersonAvatar user={member.user} />
              <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
                <PersonName user={member.user} bold />
                {self ? ` ${t('team.you')}` : ''}
                <Typography variant="body2" color="text.secondary">
                  {t(`pages:roles.${member.role}`)}
                </Typography>
              </Box>
              {actions.length > 0 ? (
                <Box
                  role="group"
                  aria-label={t('team.actionsFor', { name: label })}
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
                >
                  {actions.map((action) => (
                    <Button
                      key={action}
                      size="small"
                      variant="outlined"
                      color={action === 'removeAndBlock' ? 'error' : 'primary'}
                      disabled={direct.isPending}
                      onClick={() =>
                        needsConfirm(action)
                          ? setPending({ action, member })
                          : direct.mutate({ action, member })
                      }
                    >
                      {t(LABELS[action])}
                    </Button>
                  ))}
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {manager ? <PagePendingTeam pageId={page.id} onChanged={refresh} /> : null}
      {manager ? <InviteMemberForm pageId={page.id} onInvited={refresh} /> : null}

      {manager ? (
        <Box component="section" sx={{ mt: 3 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('team.blockedTitle')}
          </Typography>
          <ErrorAlert error={blocks.error ?? unblock.error} sx={{ mb: 1 }} />
          {blocks.data?.blocks.length === 0 ? (
            <Typography color="text.secondary">{t('team.blockedEmpty')}</Typography>
          ) : null}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {blocks.data?.blocks.map((block) => (
              <Box
                component="li"
                key={block.user.id}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
              >
                <PersonAvatar user={block.user} />
                <Typography sx={{ flex: '1 1 120px' }}>{labelOf(block.user)}</Typography>
                <Button
                  size="small"
                  onClick={() => unblock.mutate(block.user.id)}
                  disabled={unblock.isPending}
                  aria-label={`${t('team.unblock')}: ${labelOf(block.user)}`}
                >
                  {t('team.unblock')}
                </Button>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}

      {pending ? (
        <ConfirmDialog
          title={t(LABELS[pending.action])}
          text={t(CONFIRM[pending.action], { name: labelOf(pending.member.user) })}
          danger={pending.action !== 'transfer'}
          onConfirm={() => run(pending.action, pending.member)}
          onCancel={() => setPending(undefined)}
          onDone={() => {
            const left = pending.action === 'leave';
            setPending(undefined);
            if (left) onLeft();
            void refresh();
          }}
        />
      ) : null}
    </Box>
  );
}
