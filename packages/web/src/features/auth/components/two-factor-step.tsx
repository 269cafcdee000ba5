import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { OtpInputSchema, TotpInputSchema } from '@backline/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import type { PasswordCredentials } from '../api/create-token.ts';
import { useLogin } from '../hooks/use-login.ts';

export type TwoFactorStepProps = {
  /** E-mail and password as just sent; they are sent again with the code. */
  credentials: Omit<PasswordCredentials, 'otp'>;
  onSignedIn: () => void;
  onCancel: () => void;
};

/**
 * The second step of signing in, shown when `POST /api/token` answers
 * `auth.two_factor_required`: a code from the authenticator app (or a recovery code) is sent
 * together with the same e-mail and password. Its own chunk, loaded only when asked for.
 */
export function TwoFactorStep(props: TwoFactorStepProps) {
  const [recovery, setRecovery] = useState(false);
  // Each kind of code is a form of its own: switching starts with an empty field.
  return (
    <SecondFactorForm
      key={recovery ? 'recovery' : 'app'}
      {...props}
      recovery={recovery}
      onSwitch={() => setRecovery((value) => !value)}
    />
  );
}

function SecondFactorForm({
  credentials,
  onSignedIn,
  onCancel,
  recovery,
  onSwitch,
}: TwoFactorStepProps & { recovery: boolean; onSwitch: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const login = useLogin();
  // 6 digits from the app (spaces dropped), or a recovery code: the domain's second factor.
  const form = useAppForm(recovery ? OtpInputSchema : TotpInputSchema, {
    defaultValues: { otp: '' },
  });

  useEffect(() => {
    form.setFocus('otp');
  }, [form]);

  const onSubmit = form.handleSubmit(
    ({ otp }) =>
      login.mutate(
        { ...credentials, otp },
        {
          onSuccess: onSignedIn,
          // A wrong code (`auth.two_factor_invalid` on `otp`) shows on the emptied field.
          onError: (error) => {
            form.setValue('otp', '');
            if (applyServerErrors(form, error)) login.reset();
            else form.setFocus('otp');
          },
        },
      ),
    () => login.reset(),
  );

  return (
    <>
      <PageHeader
        title={t('twoFactor.title')}
        subtitle={t(recovery ? 'twoFactor.recoveryIntro' : 'twoFactor.intro')}
      />
      <ErrorAlert error={login.error} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          control={form.control}
          name="otp"
          label={t(recovery ? 'twoFactor.recoveryCode' : 'twoFactor.code')}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          hint={recovery ? ' ' : t('twoFactor.codeFormat')}
          required
          margin="dense"
          inputProps={
            recovery
              ? { spellCheck: false, autoCapitalize: 'none', maxLength: 32 }
              : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 8 }
          }
        />
        <Typography variant="body2" sx={{ textAlign: 'right', mt: -0.5 }}>
          <Link component="button" type="button" onClick={onSwitch}>
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
