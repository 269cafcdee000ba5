import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { AppError, PasswordLoginSchema } from '@backline/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { safeRedirectTarget } from '../../../lib/navigation.ts';
import { useLogin } from '../hooks/use-login.ts';
import { KeyLoginError } from './key-login-error.tsx';
import { requestStepPath } from '../reset-paths.ts';

/** The reset flow is its own chunk, so the login's first load stays as it was. */
const PasswordResetFlow = lazy(() =>
  import('./password-reset-flow.tsx').then((module) => ({ default: module.PasswordResetFlow })),
);

/** External sign-in buttons, their own chunk: fetched after the form, often none at all. */
const ExternalSignIn = lazy(() =>
  import('./external-sign-in.tsx').then((module) => ({
    default: module.ExternalSignIn,
  })),
);

/** The second factor's step, its own chunk: only accounts with two-factor sign-in need it. */
const TwoFactorStep = lazy(() =>
  import('./two-factor-step.tsx').then((module) => ({ default: module.TwoFactorStep })),
);

export function LoginScreen() {
  const [searchParams] = useSearchParams();
  return (
    <Box sx={{ maxWidth: 440, mx: 'auto', py: { xs: 2, sm: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {searchParams.has('reset') ? (
          <Suspense fallback={<Box sx={{ minHeight: 320 }} />}>
            <PasswordResetFlow />
          </Suspense>
        ) : (
          <LoginForm />
        )}
      </Paper>
    </Box>
  );
}

function LoginForm() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  // The domain's password sign-in validates the form (the client adds the device itself).
  const hydrated = useHydrated();
  const form = useAppForm(PasswordLoginSchema, { defaultValues: { email: '', password: '' } });
  const email = form.watch('email');
  const [showPassword, setShowPassword] = useState(false);
  const [secondFactor, setSecondFactor] = useState<{ email: string; password: string } | null>(
    null,
  );
  const goOn = () => {
    const target = safeRedirectTarget(searchParams.get('redirect')) ?? '/home';
    void navigate(target, { replace: true });
  };

  const onSubmit = form.handleSubmit((credentials) =>
    login.mutate(
      { email: credentials.email, password: credentials.password },
      {
        onSuccess: goOn,
        onError: (error) => {
          // The password was right; the account asks for its second factor next.
          if (error instanceof AppError && error.code === 'auth.two_factor_required') {
            login.reset();
            setSecondFactor({ email: credentials.email, password: credentials.password });
          }
        },
      },
    ),
  );

  if (secondFactor) {
    return (
      <Suspense fallback={<Box sx={{ minHeight: 280 }} />}>
        <TwoFactorStep
          credentials={secondFactor}
          onSignedIn={goOn}
          onCancel={() => setSecondFactor(null)}
        />
      </Suspense>
    );
  }

  return (
    <>
      <PageHeader title={t('auth:login.title')} subtitle={t('auth:login.intro')} />
      <ErrorAlert error={login.error} sx={{ mb: 2 }} />
      {login.error ? null : <KeyLoginError />}
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
        <FormTextField
          control={form.control}
          name="password"
          label={t('auth:login.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          margin="dense"
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={t('auth:login.showPassword')}
                aria-pressed={showPassword}
                edge="end"
              >
                {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          }
        />
        <Typography
          variant="body2"
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: -0.5 }}
        >
          <Link component={RouterLink} to="/qrlogin">
            {t('auth:login.qrLogin')}
          </Link>
          <Link component={RouterLink} to={requestStepPath(email)}>
            {t('auth:login.forgotPassword')}
          </Link>
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={login.isPending}
          loadingPosition="start"
          // On the prerendered page: not before React took it over (no native submit).
          disabled={!hydrated}
          sx={{ mt: 2 }}
        >
          {login.isPending ? t('auth:login.submitting') : t('auth:login.submit')}
        </Button>
      </Box>
      <Suspense fallback={null}>
        <ExternalSignIn redirect={searchParams.get('redirect')} />
      </Suspense>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth:login.noAccount')}{' '}
        <Link component={RouterLink} to="/account">
          {t('auth:login.register')}
        </Link>
      </Typography>
    </>
  );
}
