import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AppError } from '@backline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { setToken } from '../../../lib/session-storage.ts';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../api/fetch-me.ts';
import { completeOidcFlow, takePendingFlow, type PendingOidcFlow } from '../api/oidc-api.ts';

/** What the screen needs to finish: the pending flow and the provider's answer. */
type Callback = PendingOidcFlow & { callback: string };

/** Which extra input the server asked for. */
type Step = 'working' | 'password' | 'otp' | 'failed';

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : null);

/**
 * `/oauth`: the provider sends the browser back here with `code` and `state` (or an `error`).
 * The query leaves the address bar at once; with the flow kept in session storage it is posted
 * to the server, which signs in. An existing account whose e-mail the provider has not verified
 * asks for its password first; an account with two-factor sign-in asks for its code.
 */
export function OauthScreen() {
  const { t } = useTranslation(['oauth', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pending = useRef<Callback | null>(null);
  const [step, setStep] = useState<Step>('working');
  const [failure, setFailure] = useState<unknown>(null);
  const [value, setValue] = useState('');
  const started = useRef(false);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const complete = useMutation({
    mutationFn: async (fields: { callback: Callback | null; password?: string; otp?: string }) => {
      // No flow of this tab, or the provider answered with an error: nothing to complete.
      if (!fields.callback) throw new AppError('auth.external_failed');
      const { token } = await completeOidcFlow({
        ...fields.callback,
        password: fields.password,
        otp: fields.otp,
      });
      queryClient.clear();
      setToken(token);
      await queryClient.fetchQuery(meQuery);
    },
    onSuccess: (_data, fields) => {
      void navigate(fields.callback?.redirect ?? '/home', { replace: true });
    },
    onError: (error) => {
      const code = codeOf(error);
      if (code === 'auth.external_password_required') setStep('password');
      else if (code === 'auth.two_factor_required') setStep('otp');
      else if (
        (step === 'password' && code === 'auth.invalid_credentials') ||
        (step === 'otp' && (code === 'auth.two_factor_invalid' || code === 'auth.rate_limited'))
      ) {
        // Stays on the same step: the field shows the error.
      } else {
        setFailure(error);
        setStep('failed');
      }
      setValue('');
    },
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = window.location.search.replace(/^\?/, '');
    // The code must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const flow = takePendingFlow();
    const params = new URLSearchParams(query);
    const usable = flow && params.has('state') && !params.has('error');
    pending.current = usable ? { ...flow, callback: query } : null;
    complete.mutate({ callback: pending.current });
  }, [complete]);

  useEffect(() => {
    if (step === 'password' || step === 'otp') inputRef.current?.focus();
  }, [step]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const callback = pending.current;
    if (!callback || value.trim() === '') return;
    complete.mutate(
      step === 'password'
        ? { callback, password: value }
        : { callback, otp: value.replace(/\s+/g, '') },
    );
  };

  return (
    <Box sx={{ maxWidth: 440, mx: 'auto', py: { xs: 2, sm: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {step === 'failed' ? (
          <>
            <PageTitle>{t('oauth:failedTitle')}</PageTitle>
            <ErrorAlert error={failure} sx={{ mb: 3 }} />
            <Button component={RouterLink} to="/login" variant="contained" fullWidth>
              {t('oauth:backToLogin')}
            </Button>
          </>
        ) : step === 'working' ? (
          <>
            <PageTitle>{t('oauth:title')}</PageTitle>
            <Box
              role="status"
              sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}
              aria-live="polite"
            >
              <CircularProgress size={28} />
              <Typography>{t('oauth:working')}</Typography>
            </Box>
          </>
        ) : (
          <>
            <PageTitle>{t('oauth:title')}</PageTitle>
            {step === 'password' ? (
              <ErrorAlert error={new AppError('auth.external_password_required')} sx={{ mb: 2 }} />
            ) : (
              <Typography sx={{ mb: 2 }}>{t('oauth:otpIntro')}</Typography>
            )}
            <Box component="form" noValidate onSubmit={onSubmit}>
              <OutlinedField
                key={step}
                label={step === 'password' ? t('oauth:password') : t('oauth:otp')}
                type={step === 'password' ? 'password' : 'text'}
                name={step === 'password' ? 'password' : 'otp'}
                autoComplete={step === 'password' ? 'current-password' : 'one-time-code'}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                error={complete.isError}
                helperText={
                  complete.error instanceof AppError
                    ? t(`errors:${complete.error.code}`, complete.error.params ?? {})
                    : ' '
                }
                required
                inputRef={inputRef}
                margin="dense"
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                loading={complete.isPending}
                sx={{ mt: 2 }}
              >
                {step === 'password' ? t('oauth:connect') : t('oauth:confirm')}
              </Button>
              <Button component={RouterLink} to="/login" fullWidth sx={{ mt: 1 }}>
                {t('oauth:backToLogin')}
              </Button>
            </Box>
          </>
        )}
      </Paper>
    </Box>
  );
}
