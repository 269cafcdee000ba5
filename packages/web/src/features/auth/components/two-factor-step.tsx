import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AppError, type ErrorCode } from '@backline/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useTranslation } from 'react-i18next';
import type { PasswordCredentials } from '../api/create-token.ts';
import { useLogin } from '../hooks/use-login.ts';

export type TwoFactorStepProps = {
  /** E-mail and password as just sent; they are sent again with the code. */
  credentials: Omit<PasswordCredentials, 'otp'>;
  onSignedIn: () => void;
  onCancel: () => void;
};

/** Client check of the code: 6 digits from the app, or any recovery code. */
export function validateSecondFactor(value: string, recovery: boolean): ErrorCode | null {
  const code = value.replace(/\s+/g, '');
  if (code === '') return 'validation.required';
  if (!recovery && !/^\d{6}$/.test(code)) return 'validation.numbers_only';
  return null;
}

/** Errors that belong to the code field rather than above the form. */
const isCodeError = (error: unknown): error is AppError =>
  error instanceof AppError && (error.field === 'otp' || error.code === 'auth.two_factor_invalid');

/**
 * The second step of signing in, shown when `POST /api/token` answers
 * `auth.two_factor_required`: a code from the authenticator app (or a recovery code) is sent
 * together with the same e-mail and password. Its own chunk, loaded only when asked for.
 */
export function TwoFactorStep({ credentials, onSignedIn, onCancel }: TwoFactorStepProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const login = useLogin();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<ErrorCode | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, [recovery]);

  const serverFieldError = isCodeError(login.error) ? login.error.code : null;
  const shownError = fieldError ?? serverFieldError;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSecondFactor(code, recovery);
    setFieldError(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    const otp = recovery ? code.trim() : code.replace(/\s+/g, '');
    login.mutate(
      { ...credentials, otp },
      {
        onSuccess: onSignedIn,
        onError: () => {
          setCode('');
          inputRef.current?.focus();
        },
      },
    );
  };

  const toggle = () => {
    setRecovery((value) => !value);
    setCode('');
    setFieldError(null);
    login.reset();
  };

  return (
    <>
      <PageTitle subtitle={t(recovery ? 'twoFactor.recoveryIntro' : 'twoFactor.intro')}>
        {t('twoFactor.title')}
      </PageTitle>
      <ErrorAlert error={isCodeError(login.error) ? null : login.error} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <OutlinedField
          key={recovery ? 'recovery' : 'totp'}
          inputRef={inputRef}
          label={t(recovery ? 'twoFactor.recoveryCode' : 'twoFactor.code')}
          name="otp"
          autoComplete={recovery ? 'off' : 'one-time-code'}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={Boolean(shownError)}
          helperText={
            shownError ? t(`errors:${shownError}`) : recovery ? ' ' : t('twoFactor.codeFormat')
          }
          required
          margin="dense"
          inputProps={
            recovery
              ? { spellCheck: false, autoCapitalize: 'none', maxLength: 32 }
              : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 8 }
          }
        />
        <Typography variant="body2" sx={{ textAlign: 'right', mt: -0.5 }}>
          <Link component="button" type="button" onClick={toggle}>
            {t(recovery ? 'twoFactor.useApp' : 'twoFactor.useRecovery')}
          </Link>
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={login.isPending}
          loadingPosition="start"
          sx={{ mt: 2 }}
        >
          {login.isPending ? t('twoFactor.submitting') : t('twoFactor.submit')}
        </Button>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component="button" type="button" onClick={onCancel}>
          {t('twoFactor.back')}
        </Link>
      </Typography>
    </>
  );
}
