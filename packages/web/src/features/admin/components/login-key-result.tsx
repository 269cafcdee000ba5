import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminLoginKey } from '@backline/domain';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from 'react-i18next';

/** A new one-time key, shown once (it is never answered again): key, link and a copy button. */
export function LoginKeyResult({
  loginKey,
  onClose,
}: {
  loginKey: AdminLoginKey;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(loginKey.url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Alert
      severity="info"
      sx={{ my: 1, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
      onClose={onClose}
    >
      <Typography component="h3" variant="h3">
        {t('loginKey.title')}
      </Typography>
      <Typography variant="body2">
        {t('loginKey.text', { time: formatDateTime(loginKey.expiresAt) })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('loginKey.key')}:
      </Typography>
      <Box
        component="code"
        data-testid="login-key"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {loginKey.key}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('loginKey.link')}:
      </Typography>
      <Box
        component="code"
        data-testid="login-key-url"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {loginKey.url}
      </Box>
      {/* The alert's own text colour: the brand blue is under 4.5:1 on the info tint. */}
      <Button size="small" color="inherit" variant="outlined" onClick={copy} sx={{ mt: 1 }}>
        {copied ? t('loginKey.copied') : t('loginKey.copy')}
      </Button>
    </Alert>
  );
}
