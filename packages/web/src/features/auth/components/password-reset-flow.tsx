import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { PasswordResetCodeInputSchema, PasswordResetRequestQuerySchema } from '@backline/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { useResetPassword } from '../hooks/use-reset-password.ts';
import { requestStepPath, resetStepPath } from '../reset-paths.ts';
import { RESEND_COOLDOWN_MS } from './activation-form.tsx';
import { PasswordRules } from './password-rules.tsx';

/**
 * "Forgot password" inside the login route: `?reset=` (and `email=` to prefill) asks for the
 * address, `?reset=<email>` asks for the mailed code and the new password.
 */
export function PasswordResetFlow() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('reset')?.trim() ?? '';
  return email === '' ? (
    <RequestStep
      key="request"
      initialEmail={searchParams.get('email') ?? ''}
      onSent={(sent) => void navigate(resetStepPath(sent))}
    />
  ) : (
    <ResetStep key={email} email={email} />
  );
}

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Typography sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} to="/login">
        {t('reset.backToLogin')}
      </Link>
    </Typography>
  );
}

function RequestStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const request = useMutation({ mutationFn: requestPasswordReset });
  const form = useAppForm(PasswordResetRequestQuerySchema, {
    defaultValues: { email: initialEmail },
  });

  useEffect(() => {
    form.setFocus('email');
  }, [form]);

  // The answer is the same whether or not the address has an account (spec section 7).
  const onSubmit = form.handleSubmit(
    ({ email }) =>
      request.mutate(email, {
        onSuccess: () => onSent(email),
        onError: (error) => {
          if (applyServerErrors(form, error)) request.reset();
        },
      }),
    () => request.reset(),
  );

  return (
    <>
      <PageHeader title={t('auth:reset.requestTitle')} subtitle={t('auth:reset.requestIntro')} />
      <ErrorAlert error={request.error} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          control={form.control}
          name="email"
          label={t('auth:login.email')}
          type="email"
          autoComplete="username"
          required
          margin="dense"
          inputProps={{ inputMode: 'email', spellCheck: false }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={request.isPending}
          loadingPosition="start"
          sx={{ mt: 2 }}
        >
          {request.isPending ? t('auth:reset.requesting') : t('auth:reset.request')}
        </Button>
      </Box>
      <BackToLogin />
    </>
  );
}

function ResetStep({ email }: { email: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const resend = useMutation({ mutationFn: requestPasswordReset });
  const form = useAppForm(PasswordResetCodeInputSchema, {
    defaultValues: { code: '', password: '', passwordRepeat: '' },
  });
  const [showPassword, setShowPassword] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const passwordId = useId();
  const rulesId = useId();

  useEffect(() => {
    if (!coolingDown) return;
    const timer = window.setTimeout(() => setCoolingDown(false), RESEND_COOLDOWN_MS);
    return () => window.clearTimeout(timer);
  }, [coolingDown]);

  const onSubmit = form.handleSubmit(
    (values) =>
      reset.mutate(
        { email, ...values },
        {
          onSuccess: () => void navigate('/home', { replace: true }),
          // A wrong code (`account.wrong_code` on `code`) shows on its field.
          onError: (error) => {
            if (applyServerErrors(form, error)) reset.reset();
          },
        },
      ),
    () => reset.reset(),
  );

  const onResend = () => {
    setCoolingDown(true);
    resend.mutate(email);
  };

  return (
    <>
      <PageHeader
        title={t('auth:reset.resetTitle')}
        subtitle={t('auth:reset.sentIntro', { email })}
      />
      <ErrorAlert error={reset.error ?? resend.error} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          control={form.control}
          name="code"
          label={t('auth:reset.code')}
          autoComplete="one-time-code"
          hint={t('auth:reset.codeHint')}
          required
          margin="dense"
          inputProps={{ inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 }}
        />
        <FormTextField
          control={form.control}
          name="password"
          label={t('auth:reset.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          required
          margin="dense"
          id={passwordId}
          aria-describedby={`${passwordId}-helper-text ${rulesId}`}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={t('auth:register.showPassword')}
                aria-pressed={showPassword}
                edge="end"
              >
                {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          }
        />
        <PasswordRules id={rulesId} password={form.watch('password')} />
        <FormTextField
          control={form.control}
          name="passwordRepeat"
          label={t('auth:reset.passwordRepeat')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          required
          margin="dense"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={reset.isPending}
          loadingPosition="start"
          sx={{ mt: 2 }}
        >
          {reset.isPending ? t('auth:reset.submitting') : t('auth:reset.submit')}
        </Button>
      </Box>
      <Box role="status" sx={{ mt: 2 }}>
        {resend.isSuccess ? <Alert severity="success">{t('auth:reset.resent')}</Alert> : null}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, mt: 2 }}>
        <Button onClick={onResend} disabled={coolingDown} fullWidth>
          {t('auth:reset.resend')}
        </Button>
        <Button component={RouterLink} to={requestStepPath(email)} fullWidth>
          {t('auth:reset.requestCode')}
        </Button>
      </Box>
      <BackToLogin />
    </>
  );
}
