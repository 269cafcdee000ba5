import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { AppError, EmailSchema, PasswordSchema, type ErrorCode } from '@backline/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { useResetPassword } from '../hooks/use-reset-password.ts';
import { RESEND_COOLDOWN_MS, validateActivationCode } from './activation-form.tsx';
import { PasswordRules } from './password-rules.tsx';
import { requestStepPath, resetStepPath } from '../reset-paths.ts';

export const RESET_FIELDS = ['code', 'password', 'passwordRepeat'] as const;
export type ResetField = (typeof RESET_FIELDS)[number];
export type ResetErrors = Partial<Record<ResetField, ErrorCode>>;
export type ResetValues = Record<ResetField, string>;

const isResetField = (field: string | undefined): field is ResetField =>
  (RESET_FIELDS as readonly (string | undefined)[]).includes(field);

/** The field a server error belongs to; a wrong code belongs to the code even without `field`. */
const errorField = (error: unknown): ResetField | undefined => {
  if (!(error instanceof AppError)) return undefined;
  if (isResetField(error.field)) return error.field;
  return error.code === 'account.wrong_code' ? 'code' : undefined;
};

/** Client checks of step 2 with the domain schemas and the catalogue's messages. */
export function validatePasswordReset(values: ResetValues): ResetErrors {
  const errors: ResetErrors = {};
  const code = validateActivationCode(values.code);
  if (code) errors.code = code;
  if (values.password === '') errors.password = 'validation.required';
  else if (!PasswordSchema.safeParse(values.password).success) {
    errors.password = 'validation.password_rules';
  }
  if (values.passwordRepeat === '') errors.passwordRepeat = 'validation.required';
  else if (values.passwordRepeat !== values.password) {
    errors.passwordRepeat = 'validation.passwords_mismatch';
  }
  return errors;
}

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
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<ErrorCode | undefined>();
  const emailRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const found: ErrorCode | undefined =
      value === ''
        ? 'validation.required'
        : EmailSchema.safeParse(value).success
          ? undefined
          : 'validation.email';
    setError(found);
    if (found) {
      emailRef.current?.focus();
      return;
    }
    request.mutate(value, { onSuccess: () => onSent(value) });
  };

  return (
    <>
      <PageTitle subtitle={t('auth:reset.requestIntro')}>{t('auth:reset.requestTitle')}</PageTitle>
      <ErrorAlert error={request.error} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <OutlinedField
          inputRef={emailRef}
          label={t('auth:login.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(error)}
          helperText={error ? t(`errors:${error}`) : ' '}
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
  const [values, setValues] = useState<ResetValues>({ code: '', password: '', passwordRepeat: '' });
  const [errors, setErrors] = useState<ResetErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const repeatRef = useRef<HTMLInputElement | null>(null);
  const passwordId = useId();
  const rulesId = useId();

  useEffect(() => {
    if (!coolingDown) return;
    const timer = window.setTimeout(() => setCoolingDown(false), RESEND_COOLDOWN_MS);
    return () => window.clearTimeout(timer);
  }, [coolingDown]);

  const set = (field: ResetField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const focusFirst = (found: ResetErrors) => {
    const first = RESET_FIELDS.find((field) => found[field]);
    const refs = { code: codeRef, password: passwordRef, passwordRepeat: repeatRef };
    if (first) refs[first].current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePasswordReset(values);
    setErrors(found);
    reset.reset();
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    reset.mutate(
      {
        email,
        code: values.code.trim(),
        password: values.password,
        passwordRepeat: values.passwordRepeat,
      },
      {
        onSuccess: () => void navigate('/home', { replace: true }),
        onError: (error) => {
          const field = errorField(error);
          if (field && error instanceof AppError) {
            const fieldErrors = { [field]: error.code };
            setErrors(fieldErrors);
            focusFirst(fieldErrors);
          }
        },
      },
    );
  };

  const onResend = () => {
    setCoolingDown(true);
    resend.mutate(email);
  };

  const alertError = errorField(reset.error) ? null : reset.error;
  const message = (field: ResetField) => {
    const code = errors[field];
    return code ? t(`errors:${code}`) : undefined;
  };

  return (
    <>
      <PageTitle subtitle={t('auth:reset.sentIntro', { email })}>
        {t('auth:reset.resetTitle')}
      </PageTitle>
      <ErrorAlert error={alertError ?? resend.error} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <OutlinedField
          inputRef={codeRef}
          label={t('auth:reset.code')}
          name="code"
          autoComplete="one-time-code"
          value={values.code}
          onChange={(event) => set('code', event.target.value)}
          error={Boolean(errors.code)}
          helperText={message('code') ?? t('auth:reset.codeHint')}
          required
          margin="dense"
          inputProps={{ inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 }}
        />
        <OutlinedField
          inputRef={passwordRef}
          label={t('auth:reset.password')}
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          error={Boolean(errors.password)}
          helperText={message('password') ?? ' '}
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
        <PasswordRules id={rulesId} password={values.password} />
        <OutlinedField
          inputRef={repeatRef}
          label={t('auth:reset.passwordRepeat')}
          type={showPassword ? 'text' : 'password'}
          name="passwordRepeat"
          autoComplete="new-password"
          value={values.passwordRepeat}
          onChange={(event) => set('passwordRepeat', event.target.value)}
          error={Boolean(errors.passwordRepeat)}
          helperText={message('passwordRepeat') ?? ' '}
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
