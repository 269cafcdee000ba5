import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatQrLoginCode, qrLoginPayload } from '@backline/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useTranslation } from 'react-i18next';
import { useQrLogin } from '../hooks/use-qr-login.ts';

/** The QR code drawing (qrcode-generator) is its own chunk. */
const QrCodeSvg = lazy(() => import('../../../components/ui/qr-code-svg.tsx'));

const QR_SIZE = 232;

function useSecondsLeft(expiresAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000)) : 0;
}

export type QrLoginScreenProps = {
  /** Stores the new session's token like any sign-in and goes on (the route does it). */
  onToken: (token: string) => Promise<void>;
};

/** `/qrlogin`: a QR code for a signed-in phone to approve; this browser then signs in. */
export function QrLoginScreen({ onToken }: QrLoginScreenProps) {
  const { t } = useTranslation('qr-login');
  const { state, restart } = useQrLogin(onToken);
  const challenge = state.phase === 'waiting' ? state.challenge : null;
  const secondsLeft = useSecondsLeft(challenge?.expiresAt ?? null);
  const text = challenge ? formatQrLoginCode(challenge.id, challenge.code) : null;

  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', py: { xs: 2, sm: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
        <PageHeader title={t('login.title')} subtitle={t('login.intro')} />
        {state.phase === 'failed' ? <ErrorAlert error={state.error} sx={{ mb: 2 }} /> : null}
        <Box
          sx={{
            width: QR_SIZE,
            height: QR_SIZE,
            mx: 'auto',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {challenge && text ? (
            <Suspense fallback={<CircularProgress aria-hidden />}>
              <QrCodeSvg
                value={qrLoginPayload(window.location.origin, challenge.id, challenge.code)}
                label={t('login.qrLabel')}
                size={QR_SIZE}
              />
            </Suspense>
          ) : state.phase === 'creating' || state.phase === 'signing-in' ? (
            <CircularProgress aria-hidden />
          ) : state.phase === 'expired' ? (
            <Typography color="text.secondary">{t('login.expired')}</Typography>
          ) : null}
        </Box>
        {challenge && text ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('login.codeLabel')}
            </Typography>
            <Typography
              data-testid="qr-login-code"
              sx={{
                fontFamily: 'monospace',
                fontSize: '1.25rem',
                letterSpacing: '0.05em',
                userSelect: 'all',
                wordBreak: 'break-all',
              }}
            >
              {text}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              role="status"
              aria-live="polite"
              sx={{ mt: 1 }}
            >
              {t('login.waiting')} {t('login.expiresIn', { seconds: secondsLeft })}
            </Typography>
          </>
        ) : null}
        {state.phase === 'signing-in' ? (
          <Typography role="status" sx={{ mt: 2 }}>
            {t('login.signingIn')}
          </Typography>
        ) : null}
        {state.phase === 'expired' || state.phase === 'failed' ? (
          <Button variant="contained" onClick={restart} sx={{ mt: 2 }}>
            {t('login.newCode')}
          </Button>
        ) : null}
        <Typography variant="body2" sx={{ mt: 3 }}>
          <Link component={RouterLink} to="/login">
            {t('login.password')}
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
