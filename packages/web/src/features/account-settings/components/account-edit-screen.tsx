import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { DisplayNameInputSchema, type Me } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { saveSettings } from '../api/settings-api.ts';

/**
 * `/user/edit`, the account part: the display name (the domain's rule: 2 to 80 characters after
 * trimming). Profile details (picture, instruments, city) are the profile tab's.
 */
export function AccountEditScreen({
  user,
  onUserChanged,
}: {
  user: Me;
  onUserChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('settings');
  const form = useAppForm(DisplayNameInputSchema, { defaultValues: { name: user.name } });
  const save = useMutation({ mutationFn: saveSettings, onSuccess: onUserChanged });
  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onError: (error) => {
          if (applyServerErrors(form, error)) save.reset();
        },
      }),
    () => save.reset(),
  );

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 640 }}>
      <PageHeader title={t('edit.title')} />
      {save.isSuccess ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('edit.saved')}
        </Alert>
      ) : null}
      <ErrorAlert error={save.error} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('edit.name')}
          autoComplete="nickname"
          required
          margin="dense"
          inputProps={{ maxLength: 80 }}
        />
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 1 }}>
          {t('edit.save')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('edit.deferred')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Link component={RouterLink} to="/user/settings">
          {t('edit.settingsLink')}
        </Link>
      </Typography>
    </Box>
  );
}
