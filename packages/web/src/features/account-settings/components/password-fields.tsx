import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseMutationResult } from '@tanstack/react-query';
import { PasswordChangeInputSchema, type PasswordChangeInput } from '@backline/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import type { changePassword } from '../api/settings-api.ts';
import { PasswordHint } from './password-hint.tsx';

/**
 * The current password, the new one (the sign-up rules, ticked off as it is typed) and its
 * repeat: the domain's schema checks all three at once, as the server does.
 */
export function PasswordFields({
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
