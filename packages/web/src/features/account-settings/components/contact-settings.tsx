import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Me } from '@backline/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

// The forms load when one opens (react-hook-form and the schemas come with them).
const EmailChangeForm = lazy(() =>
  import('./contact-forms.tsx').then((module) => ({ default: module.EmailChangeForm })),
);
const PhoneChangeForm = lazy(() =>
  import('./contact-forms.tsx').then((module) => ({ default: module.PhoneChangeForm })),
);
const PhoneRemoveForm = lazy(() =>
  import('./contact-forms.tsx').then((module) => ({ default: module.PhoneRemoveForm })),
);
const ConfirmForm = lazy(() =>
  import('./contact-forms.tsx').then((module) => ({ default: module.ConfirmForm })),
);

type Kind = 'email' | 'phone';

/**
 * The e-mail or the mobile number of the account: shown, changed (new address + current
 * password → a code to the new address → confirm) and, for the phone, removed. A pending change
 * shows where and when the code went.
 */
export function ContactSetting({
  kind,
  user,
  onUserChanged,
}: {
  kind: Kind;
  user: Me;
  /** Reloads the signed-in user (its pending requests and addresses). */
  onUserChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('settings');
  const [mode, setMode] = useState<'view' | 'change' | 'remove'>('view');
  const [done, setDone] = useState<string | null>(null);
  const pending = user.pending[kind];
  const current = kind === 'email' ? user.email : user.phone;
  const finish = async (message: string | null) => {
    setMode('view');
    setDone(message);
    await onUserChanged();
  };
  const open = (next: 'change' | 'remove') => {
    setDone(null);
    setMode(next);
  };

  return (
    <Box component="section" aria-labelledby={`${kind}-setting`} sx={{ py: 2 }}>
      <Typography id={`${kind}-setting`} variant="h3" component="h3">
        {t(kind === 'email' ? 'account.email' : 'account.phone')}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography sx={{ overflowWrap: 'anywhere' }} data-testid={`${kind}-current`}>
          {current ?? t('account.noPhone')}
        </Typography>
        {mode === 'view' ? (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" onClick={() => open('change')}>
              {current ? t('account.change') : t('account.add')}
            </Button>
            {kind === 'phone' && current ? (
              <Button color="error" onClick={() => open('remove')}>
                {t('account.remove')}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Box>
      {done ? (
        <Alert severity="success" sx={{ mt: 1 }}>
          {done}
        </Alert>
      ) : null}
      <Suspense fallback={null}>
        {mode === 'change' && kind === 'email' ? (
          <EmailChangeForm onDone={() => finish(null)} onCancel={() => setMode('view')} />
        ) : null}
        {mode === 'change' && kind === 'phone' ? (
          <PhoneChangeForm onDone={() => finish(null)} onCancel={() => setMode('view')} />
        ) : null}
        {mode === 'remove' ? (
          <PhoneRemoveForm
            onDone={() => finish(t('account.phoneRemoved'))}
            onCancel={() => setMode('view')}
          />
        ) : null}
        {pending ? (
          <ConfirmForm
            kind={kind}
            notice={t(kind === 'email' ? 'account.emailPending' : 'account.phonePending', {
              address: pending.address,
              date: formatDateTime(pending.requestedAt),
            })}
            onConfirmed={() =>
              finish(t(kind === 'email' ? 'account.emailChanged' : 'account.phoneChanged'))
            }
            onCancelled={onUserChanged}
          />
        ) : null}
      </Suspense>
    </Box>
  );
}
