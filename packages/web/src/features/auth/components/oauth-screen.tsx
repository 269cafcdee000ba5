import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AppError, OidcPasswordInputSchema, OtpInputSchema } from '@backline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { setToken } from '../../../lib/session-storage.ts';
import { meQuery } from '../api/fetch-me.ts';
import { completeOidcFlow, takePendingFlow, type PendingOidcFlow } from '../api/oidc-api.ts';

/** What the screen needs to finish: the pending flow and the provider's answer. */
type Callback = PendingOidcFlow & { callback: string };

/** Where the screen is: finishing, asking for the password or the second factor, or failed. */
type Step =
  { kind: 'working' } | { kind: 'password' } | { kind: 'otp' } | { kind: 'failed'; error: unknown };

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : null);

/** The step an answer of the server leads to. */
function stepAfter(error: unknown): Step {
  const code = codeOf(error);
  if (code === 'auth.external_password_required') return { kind: 'password' };
  if (code === 'auth.two_factor_required') return { kind: 'otp' };
  return { kind: 'failed', error };
}

/** Failures a step shows itself and lets the user try again (the field or an alert). */
function staysOnStep(step: 'password' | 'otp', error: unknown): boolean {
  const code = codeOf(error);
  return step === 'password'
    ? code === 'auth.invalid_credentials'
    : code === 'auth.two_factor_invalid' || code === 'auth.rate_limited';
}

/**
 * Posts the flow (with the password or the second factor when asked for) and signs in as every
 * sign-in does: a clean cache, the token stored, the user loaded; then on to the redirect target.
 */
function useCompleteFlow(onError: (error: unknown) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
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
    onError,
  });
}

/**
 * `/oauth`: the provider sends the browser back here with `code` and `state` (or an `error`).
 * The query leaves the address bar at once; with the flow kept in session storage it is posted
 * to the server, which signs in. An existing account whose e-mail the provider has not verified
 * asks for its password first; an account with two-factor sign-in asks for its code.
 */
export function OauthScreen() {
  const { t } = useTranslation(['oauth', 'errors']);
  const [callback, setCallback] = useState<Callback | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'working' });
  const start = useCompleteFlow((error) => setStep(stepAfter(error)));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = window.location.search.replace(/^\?/, '');
    // The code must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const flow = takePendingFlow();
    const params = new URLSearchParams(query);
    const usable = flow && params.has('state') && !params.has('error');
    const pending = usable ? { ...flow, callback: query } : null;
    setCallback(pending);
    start.mutate({ callback: pending });
  }, [start]);

  return (
    <Box sx={{ maxWidth: 440, mx: 'auto', py: { xs: 2, sm: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {step.kind === 'failed' ? (
          <>
            <PageHeader title={t('oauth:failedTitle')} />
            <ErrorAlert error={step.error} sx={{ mb: 3 }} />
            <Button component={RouterLink} to="/login" variant="contained" fullWidth>
              {t('oauth:backToLogin')}
            </Button>
          </>
        ) : step.kind === 'working' || !callback ? (
          <>
            <PageHeader title={t('oauth:title')} />
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
            <PageHeader title={t('oauth:title')} />
            {step.kind === 'password' ? (
              <PasswordStep callback={callback} onLeave={(error) => setStep(stepAfter(error))} />
            ) : (
              <OtpStep callback={callback} onLeave={(error) => setStep(stepAfter(error))} />
            )}
          </>
        )}
      </Paper>
    </Box>
  );
}

type StepProps = {
  callback: Callback;
  /** An answer the step does not handle itself: the next step, or the failure. */
  onLeave: (error: unknown) => void;
};

/** `auth.external_password_required`: the existing account's password links the provider. */
function PasswordStep({ callback, onLeave }: StepProps) {
  const { t } = useTranslation(['oauth', 'errors']);
  const submit = useCompleteFlow((error) => {
    if (!staysOnStep('password', error)) onLeave(error);
  });
  const form = useAppForm(OidcPasswordInputSchema, { defaultValues: { password: '' } });

  useEffect(() => {
    form.setFocus('password');
  }, [form]);

  const onSubmit = form.handleSubmit(({ password }) =>
    submit.mutate(
      { callback, password },
      {
        onError: (error) => {
          if (!staysOnStep('password', error)) return;
          form.setValue('password', '');
          if (applyServerErrors(form, error)) submit.reset();
          else form.setFocus('password');
        },
      },
    ),
  );

  return (
    <>
      <ErrorAlert error={new AppError('auth.external_password_required')} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <ErrorAlert error={submit.error} sx={{ mb: 2 }} />
        <FormTextField
          control={form.control}
          name="password"
          label={t('oauth:password')}
          type="password"
          autoComplete="current-password"
          required
          margin="dense"
        />
        <StepButtons pending={submit.isPending} label={t('oauth:connect')} />
      </Box>
    </>
  );
}

/** `auth.two_factor_required`: a code from the app or a recovery code. */
function OtpStep({ callback, onLeave }: StepProps) {
  const { t } = useTranslation(['oauth', 'errors']);
  const submit = useCompleteFlow((error) => {
    if (!staysOnStep('otp', error)) onLeave(error);
  });
  const form = useAppForm(OtpInputSchema, { defaultValues: { otp: '' } });

  useEffect(() => {
    form.setFocus('otp');
  }, [form]);

  const onSubmit = form.handleSubmit(({ otp }) =>
    submit.mutate(
      { callback, otp: otp.replace(/\s+/g, '') },
      {
        onError: (error) => {
          if (!staysOnStep('otp', error)) return;
          form.setValue('otp', '');
          if (applyServerErrors(form, error)) submit.reset();
          else form.setFocus('otp');
        },
      },
    ),
  );

  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('oauth:otpIntro')}</Typography>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <ErrorAlert error={submit.error} sx={{ mb: 2 }} />
        <FormTextField
          control={form.control}
          name="otp"
          label={t('oauth:otp')}
          autoComplete="one-time-code"
          required
          margin="dense"
        />
        <StepButtons pending={submit.isPending} label={t('oauth:confirm')} />
      </Box>
    </>
  );
}

function StepButtons({ pending, label }: { pending: boolean; label: string }) {
  const { t } = useTranslation('oauth');
  return (
    <>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={pending}
        sx={{ mt: 2 }}
      >
        {label}
      </Button>
      <Button component={RouterLink} to="/login" fullWidth sx={{ mt: 1 }}>
        {t('backToLogin')}
      </Button>
    </>
  );
}
