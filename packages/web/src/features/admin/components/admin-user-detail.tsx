import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginKey, AdminUserDetail } from '@backline/domain';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SectionHeader } from '../../../components/ui/page-header.tsx';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERS_KEY, adminUserQuery } from '../api/admin-api.ts';
import { AdminActionDialog, type DialogAction } from './admin-action-dialog.tsx';
import { AuditLog } from './admin-user-detail/audit-log.tsx';
import { UserActionButtons } from './admin-user-detail/user-actions.tsx';
import { UserBans } from './admin-user-detail/user-bans.tsx';
import { UserFacts } from './admin-user-detail/user-facts.tsx';
import { LoginKeyResult } from './login-key-result.tsx';

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

  const onDone = (result: { detail?: AdminUserDetail; loginKey?: AdminLoginKey }) => {
    setOpen(null);
    setDone(true);
    if (result.loginKey) setLoginKey(result.loginKey);
    if (result.detail) queryClient.setQueryData(adminUserQuery(id).queryKey, result.detail);
    else void queryClient.invalidateQueries({ queryKey: adminUserQuery(id).queryKey });
    void queryClient.invalidateQueries({ queryKey: [...ADMIN_USERS_KEY, 'search'] });
  };

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
      <UserFacts user={user} sessions={sessions} />

      <UserBans bans={user.bans} />

      <Box sx={{ mt: 3 }}>
        <SectionHeader component="h3" title={t('actions.title')} />
      </Box>
      {done ? (
        <Alert severity="success" role="status" sx={{ my: 1 }} onClose={() => setDone(false)}>
          {t('confirm.done')}
        </Alert>
      ) : null}
      {loginKey ? <LoginKeyResult loginKey={loginKey} onClose={() => setLoginKey(null)} /> : null}
      <UserActionButtons
        user={user}
        onChoose={(action) => {
          setDone(false);
          setOpen(action);
        }}
      />

      <AuditLog entries={auditLog} />

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
