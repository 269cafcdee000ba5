import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSIONS_QUERY_KEY, changePassword } from '../api/settings-api.ts';

// The form loads when it opens (react-hook-form and the schema come with it).
const PasswordFields = lazy(() =>
  import('./password-fields.tsx').then((module) => ({ default: module.PasswordFields })),
);

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
      <Typography id="password-setting" variant="h3" component="h3">
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
        <Suspense fallback={null}>
          <PasswordFields change={change} onCancel={() => setOpen(false)} />
        </Suspense>
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
