import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { PasswordChangeInputSchema, type PasswordChangeInput } from '@backline/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { SESSIONS_QUERY_KEY, changePassword } from '../api/settings-api.ts';
import { PasswordHint } from './password-hint.tsx';

/** Changes the password with the current one; every other device is signed out. */
export function PasswordChangeForm() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
  });
  return (
    <Box component="section" aria-labelledby="password-setting" sx={{ py: 2 }}>
      <Typography id="password-setting" variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
        {t('password.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('password.intro')}
      </Typography>
      {change.data ? (
        <Alert severity="success" sx={{ mb: 1 }}>
          {t('password.changed', { count: change.data.endedSessions })}
        </Alert>
      ) : null}
      {open ? (
        <PasswordFields change={change} onCancel={() => setOpen(false)} />
      ) : (
        <Button
          variant="outlined"
          onClick={() => {
            change.reset();
            setOpen(true);
          }}
        >
          {t('password.change')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The current password, the new one (the sign-up rules, ticked off as it is typed) and its
 * repeat: the domain's schema checks all three at once, as the server does.
 */
function PasswordFields({
  change,
  onCancel,
}: {
  change: UseMutationResult<Awaited<ReturnType<typeof changePassword>>, Error, PasswordChangeInput>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings');
  const passwordId = useId();
  const rulesId = `${passwordId}-rules`;
  const form = useAppForm(PasswordChangeInputSchema, {
    defaultValues: { currentPassword: '', password: '', passwordRepeat: '' },
  });
  const password = form.watch('password');
  const onSubmit = form.handleSubmit(
    (values) =>
      change.mutate(values, {
        // A wrong current password, a common new one: on their fields.
        onError: (error) => {
          if (applyServerErrors(form, error)) change.reset();
        },
      }),
    () => change.reset(),
  );
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <ErrorAlert error={change.error} sx={{ mb: 1 }} />
      <FormTextField
        control={form.control}
        name="currentPassword"
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        margin="dense"
      />
      <FormTextField
        control={form.control}
        name="password"
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        required
        margin="dense"
        id={passwordId}
        // Its error (the field's helper text) first, then the rules as they are met.
        aria-describedby={`${passwordId}-helper-text ${rulesId}`}
      />
      <PasswordHint id={rulesId} password={password} />
      <FormTextField
        control={form.control}
        name="passwordRepeat"
        label={t('password.repeat')}
        type="password"
        autoComplete="new-password"
        required
        margin="dense"
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={change.isPending}>
          {t('password.save')}
        </Button>
        <Button onClick={onCancel}>{t('account.cancel')}</Button>
      </Box>
    </Box>
  );
}
