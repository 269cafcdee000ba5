import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginKey, AdminUserDetail, AdminUserSummary } from '@backline/domain';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SectionHeader } from '../../../components/ui/page-header.tsx';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERS_KEY, adminUserQuery } from '../api/admin-api.ts';
import { AdminActionDialog, type DialogAction } from './admin-action-dialog.tsx';
import { LoginKeyResult } from './login-key-result.tsx';

export type AccountState = 'active' | 'pending' | 'deactivated' | 'deletion' | 'purged';

export function accountState(user: AdminUserSummary): AccountState {
  if (user.purgedAt) return 'purged';
  if (user.deletionRequestedAt) return 'deletion';
  if (user.deactivatedAt) return 'deactivated';
  if (!user.activatedAt) return 'pending';
  return 'active';
}

const ACTIONS: { action: DialogAction; label: DialogAction }[] = [
  { action: 'passwordReset', label: 'passwordReset' },
  { action: 'loginKey', label: 'loginKey' },
  { action: 'endSessions', label: 'endSessions' },
  { action: 'shadowBan', label: 'shadowBan' },
  { action: 'communityBan', label: 'communityBan' },
  { action: 'removeBan', label: 'removeBan' },
  { action: 'deactivate', label: 'deactivate' },
  { action: 'reactivate', label: 'reactivate' },
  { action: 'delete', label: 'delete' },
  { action: 'restore', label: 'restore' },
];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** One account: facts, bans, actions and the audit log (newest first). */
export function AdminUserDetailPanel({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const detail = useQuery(adminUserQuery(id));
  const [open, setOpen] = useState<DialogAction | null>(null);
  const [loginKey, setLoginKey] = useState<AdminLoginKey | null>(null);
  const [done, setDone] = useState(false);

  if (detail.error) {
    return (
      <ErrorState
        error={detail.error}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  }
  if (!detail.data) return <DetailSkeleton />;
  const { user, sessions, auditLog } = detail.data;
  const dateOrNone = (value: string | null) => (value ? formatDateTime(value) : t('facts.none'));

  const onDone = (result: { detail?: AdminUserDetail; loginKey?: AdminLoginKey }) => {
    setOpen(null);
    setDone(true);
    if (result.loginKey) setLoginKey(result.loginKey);
    if (result.detail) queryClient.setQueryData(adminUserQuery(id).queryKey, result.detail);
    else void queryClient.invalidateQueries({ queryKey: adminUserQuery(id).queryKey });
    void queryClient.invalidateQueries({ queryKey: [...ADMIN_USERS_KEY, 'search'] });
  };

  const hasBan = user.bans.shadowBannedAt !== null || user.bans.communityBanUntil !== null;

  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} aria-labelledby="admin-user-name">
      <Typography
        id="admin-user-name"
        component="h2"
        variant="h2"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {user.name}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          gap: 0.5,
          columnGap: 2,
          mt: 1,
        }}
      >
        <Fact label={t('facts.email')}>{user.email}</Fact>
        <Fact label={t('facts.phone')}>{user.phone ?? t('facts.none')}</Fact>
        <Fact label={t('facts.type')}>{t(`types.${user.type}`)}</Fact>
        <Fact label={t('facts.role')}>{t(`roles.${user.role}`)}</Fact>
        <Fact label={t('facts.locale')}>{user.locale.toUpperCase()}</Fact>
        <Fact label={t('facts.state')}>{t(`state.${accountState(user)}`)}</Fact>
        <Fact label={t('facts.created')}>{formatDateTime(user.createdAt)}</Fact>
        <Fact label={t('facts.activated')}>{dateOrNone(user.activatedAt)}</Fact>
        <Fact label={t('facts.twoFactor')}>
          {user.twoFactorEnabled ? t('facts.yes') : t('facts.no')}
        </Fact>
        <Fact label={t('facts.sessions')}>{sessions}</Fact>
      </Box>

      <Box sx={{ mt: 3 }}>
        <SectionHeader component="h3" title={t('bans.title')} />
      </Box>
      <Box data-testid="admin-bans">
        {!hasBan ? <Typography variant="body2">{t('bans.none')}</Typography> : null}
        {user.bans.shadowBannedAt ? (
          <Typography variant="body2">
            {t('bans.shadow', { date: formatDateTime(user.bans.shadowBannedAt) })}
          </Typography>
        ) : null}
        {user.bans.communityBanUntil ? (
          <Typography variant="body2">
            {t(user.bans.communityBanActive ? 'bans.community' : 'bans.communityEnded', {
              date: formatDateTime(user.bans.communityBanUntil),
            })}
          </Typography>
        ) : null}
      </Box>

      <Box sx={{ mt: 3 }}>
        <SectionHeader component="h3" title={t('actions.title')} />
      </Box>
      {done ? (
        <Alert severity="success" role="status" sx={{ my: 1 }} onClose={() => setDone(false)}>
          {t('confirm.done')}
        </Alert>
      ) : null}
      {loginKey ? <LoginKeyResult loginKey={loginKey} onClose={() => setLoginKey(null)} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {ACTIONS.map(({ action, label }) => (
          <Button
            key={action}
            variant="outlined"
            size="small"
            color={
              action === 'deactivate' || action === 'delete'
                ? 'error'
                : action === 'shadowBan' || action === 'communityBan'
                  ? 'warning'
                  : 'primary'
            }
            disabled={
              (action === 'removeBan' && !hasBan) ||
              (action === 'deactivate' && user.deactivatedAt !== null) ||
              (action === 'delete' && user.deletionRequestedAt !== null) ||
              (action === 'reactivate' && user.deactivatedAt === null) ||
              (action === 'restore' && user.deletionRequestedAt === null)
            }
            onClick={() => {
              setDone(false);
              setOpen(action);
            }}
          >
            {t(`actions.${label}`)}
          </Button>
        ))}
      </Box>

      <Box sx={{ mt: 3 }}>
        <SectionHeader component="h3" title={t('audit.title')} />
      </Box>
      {auditLog.length === 0 ? (
        <Typography variant="body2">{t('audit.empty')}</Typography>
      ) : (
        <Box component="ol" data-testid="admin-audit-log" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {auditLog.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              sx={{ py: 1, borderTop: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
            >
              <Typography variant="body1">{t(`audit.actions.${entry.action}`)}</Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {formatDateTime(entry.createdAt)}
                {entry.actor ? ` · ${t('audit.by', { name: entry.actor.name })}` : ''}
              </Typography>
              {entry.reason ? (
                <Typography variant="body2">
                  {t('audit.reason', { reason: entry.reason })}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      )}

      {open ? (
        <AdminActionDialog
          userId={user.id}
          action={open}
          onCancel={() => setOpen(null)}
          onDone={onDone}
        />
      ) : null}
    </Paper>
  );
}
