import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ActivationCodeSchema, AppError, type ErrorCode } from '@backline/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useTranslation } from 'react-i18next';
import { requestActivationCode } from '../api/request-activation-code.ts';
import { useActivateAccount } from '../hooks/use-activate-account.ts';

/** How long "send code again" stays disabled after use. */
export const RESEND_COOLDOWN_MS = 30_000;

/** Client check of the mailed code: 6 digits. */
export function validateActivationCode(code: string): ErrorCode | undefined {
  const value = code.trim();
  if (value === '') return 'validation.required';
  if (!/^[0-9]*$/.test(value)) return 'validation.numbers_only';
  if (!ActivationCodeSchema.safeParse(value).success) return 'validation.too_short';
  return undefined;
}

type Props = {
  email: string;
  /** Focus the code field on open (after registering here rather than from the mail's link). */
  focusOnOpen?: boolean;
  /** Back to the registration form to use another address. */
  onChangeEmail: () => void;
};

export function ActivationForm({ email, focusOnOpen = false, onChangeEmail }: Props) {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const activate = useActivateAccount();
  const resend = useMutation({ mutationFn: requestActivationCode });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ErrorCode | undefined>();
  const [coolingDown, setCoolingDown] = useState(false);
  const codeRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (focusOnOpen) codeRef.current?.focus();
  }, [focusOnOpen]);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = window.setTimeout(() => setCoolingDown(false), RESEND_COOLDOWN_MS);
    return () => window.clearTimeout(timer);
  }, [coolingDown]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateActivationCode(code);
    setCodeError(found);
    activate.reset();
    if (found) {
      codeRef.current?.focus();
      return;
    }
    activate.mutate(
      { email, code: code.trim() },
      {
        onSuccess: () => void navigate('/home', { replace: true }),
        onError: (error) => {
          if (error instanceof AppError && error.code === 'account.wrong_code') {
            setCodeError(error.code);
            codeRef.current?.focus();
          }
        },
      },
    );
  };

  const onResend = () => {
    setCoolingDown(true);
    resend.mutate(email);
  };

  const alertError =
    activate.error instanceof AppError && activate.error.code === 'account.wrong_code'
      ? null
      : activate.error;

  return (
    <>
      <PageTitle subtitle={t('auth:activate.intro', { email })}>
        {t('auth:activate.title')}
      </PageTitle>
      <ErrorAlert error={alertError ?? resend.error} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <OutlinedField
          inputRef={codeRef}
          label={t('auth:activate.code')}
          name="code"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={Boolean(codeError)}
          helperText={codeError ? t(`errors:${codeError}`) : t('auth:activate.codeHint')}
          required
          margin="dense"
          inputProps={{ inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={activate.isPending}
          loadingPosition="start"
          sx={{ mt: 2 }}
        >
          {activate.isPending ? t('auth:activate.submitting') : t('auth:activate.submit')}
        </Button>
      </Box>
      <Box role="status" sx={{ mt: 2 }}>
        {resend.isSuccess ? <Alert severity="success">{t('auth:activate.resent')}</Alert> : null}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, mt: 2 }}>
        <Button onClick={onResend} disabled={coolingDown} fullWidth>
          {t('auth:activate.resend')}
        </Button>
        <Button onClick={onChangeEmail} fullWidth>
          {t('auth:activate.otherEmail')}
        </Button>
      </Box>
    </>
  );
}
