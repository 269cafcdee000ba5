import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AccountPasswordConfirmationSchema,
  DEFAULT_ACCOUNT_DELETION_GRACE_DAYS,
  accountPurgeDate,
  type AccountPasswordConfirmation,
} from '@backline/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { formatDate } from '../../../lib/format.ts';
import { clearToken } from '../../../lib/session-storage.ts';
import { deactivateAccount, deleteAccount } from '../api/account-lifecycle-api.ts';
import { farewellPath } from '../lifecycle-paths.ts';

type Action = 'deactivate' | 'delete';

export type AccountDangerZoneProps = {
  /** Days until the purge as the server is configured; the default unless told otherwise. */
  graceDays?: number;
};

/**
 * The settings card to deactivate or delete the own account. Each asks for the current password
 * in a dialog that says what happens; afterwards every session has ended, so the client signs out
 * here too and explains on the login route what comes next.
 */
export function AccountDangerZone({
  graceDays = DEFAULT_ACCOUNT_DELETION_GRACE_DAYS,
}: AccountDangerZoneProps) {
  const { t } = useTranslation('account-lifecycle');
  const [action, setAction] = useState<Action | null>(null);
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Typography id={titleId} variant="h2" component="h2" gutterBottom>
        {t('dangerZone.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('dangerZone.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Button variant="outlined" color="warning" onClick={() => setAction('deactivate')}>
            {t('dangerZone.deactivate')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('dangerZone.deactivateHint')}
          </Typography>
        </Box>
        <Box>
          <Button variant="outlined" color="error" onClick={() => setAction('delete')}>
            {t('dangerZone.delete')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('dangerZone.deleteHint', { count: graceDays })}
          </Typography>
        </Box>
      </Box>
      {action ? (
        <ConfirmDialog action={action} graceDays={graceDays} onCancel={() => setAction(null)} />
      ) : null}
    </Paper>
  );
}

function ConfirmDialog({
  action,
  graceDays,
  onCancel,
}: {
  action: Action;
  graceDays: number;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account-lifecycle', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const form = useAppForm(AccountPasswordConfirmationSchema, { defaultValues: { password: '' } });
  const mutation = useMutation({
    mutationFn: async ({ password }: AccountPasswordConfirmation) => {
      if (action === 'deactivate') {
        await deactivateAccount(password);
        return farewellPath('deactivated');
      }
      const { purgeAt } = await deleteAccount(password);
      return farewellPath('deleted', purgeAt);
    },
    onSuccess: async (target) => {
      // The server has ended every session: sign out here as logout does, then explain.
      clearToken();
      queryClient.clear();
      await navigate(target, { replace: true });
    },
  });
  const purgeDate = formatDate(accountPurgeDate(new Date(), graceDays), { dateStyle: 'long' });

  const onSubmit = form.handleSubmit(
    (values) =>
      mutation.mutate(values, {
        // A wrong password shows on the field; anything else above it.
        onError: (error) => {
          if (applyServerErrors(form, error)) mutation.reset();
          else form.setFocus('password');
        },
      }),
    () => mutation.reset(),
  );

  return (
    <Dialog
      open
      onClose={mutation.isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle id={titleId}>
        {action === 'deactivate' ? t('confirm.deactivateTitle') : t('confirm.deleteTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {action === 'deactivate'
            ? t('confirm.deactivateText')
            : t('confirm.deleteText', { date: purgeDate })}
        </DialogContentText>
        <ErrorAlert error={mutation.error} sx={{ mb: 1 }} />
        <FormTextField
          control={form.control}
          name="password"
          label={t('confirm.password')}
          type="password"
          autoComplete="current-password"
          hint={t('confirm.passwordHelp')}
          required
          margin="dense"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={mutation.isPending}>
          {t('confirm.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={action === 'deactivate' ? 'warning' : 'error'}
          loading={mutation.isPending}
        >
          {action === 'deactivate' ? t('confirm.submitDeactivate') : t('confirm.submitDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
