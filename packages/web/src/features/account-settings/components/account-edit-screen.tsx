import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { DisplayNameSchema, type ErrorCode, type Me } from '@backline/domain';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useTranslation } from 'react-i18next';
import { saveSettings } from '../api/settings-api.ts';
import { fieldError } from './form-errors.ts';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';

/** Client check of the display name with the domain rule (2-80 characters). */
export function validateDisplayName(name: string): ErrorCode | undefined {
  const value = name.trim();
  if (value === '') return 'validation.required';
  if (value.length < 2) return 'validation.too_short';
  return DisplayNameSchema.safeParse(value).success ? undefined : 'validation.too_long';
}

/**
 * `/user/edit`, the account part: the display name. Profile details (picture, instruments, city)
 * come with the profiles of issue 4.
 */
export function AccountEditScreen({
  user,
  onUserChanged,
}: {
  user: Me;
  onUserChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['settings', 'errors']);
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<ErrorCode | undefined>();
  const save = useMutation({
    mutationFn: () => saveSettings({ name: name.trim() }),
    onSuccess: onUserChanged,
    onError: (failure) => setError(fieldError(failure, ['name'] as const)?.code),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDisplayName(name);
    setError(found);
    save.reset();
    if (!found) save.mutate();
  };

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 640 }}>
      <PageTitle>{t('edit.title')}</PageTitle>
      {save.isSuccess ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('edit.saved')}
        </Alert>
      ) : null}
      <ErrorAlert error={save.error && !error ? save.error : null} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <OutlinedField
          label={t('edit.name')}
          name="name"
          autoComplete="nickname"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(error)}
          helperText={error ? t(`errors:${error}`) : ' '}
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
