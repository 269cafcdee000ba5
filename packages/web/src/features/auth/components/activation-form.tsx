import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ActivationCodeInputSchema } from '@backline/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { requestActivationCode } from '../api/request-activation-code.ts';
import { useActivateAccount } from '../hooks/use-activate-account.ts';

/** How long "send code again" stays disabled after use. */
export const RESEND_COOLDOWN_MS = 30_000;

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
  const form = useAppForm(ActivationCodeInputSchema, { defaultValues: { code: '' } });
  const [coolingDown, setCoolingDown] = useState(false);

  useEffect(() => {
    if (focusOnOpen) form.setFocus('code');
  }, [focusOnOpen, form]);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = window.setTimeout(() => setCoolingDown(false), RESEND_COOLDOWN_MS);
    return () => window.clearTimeout(timer);
  }, [coolingDown]);

  const onSubmit = form.handleSubmit(
    ({ code }) =>
      activate.mutate(
        { email, code },
        {
          onSuccess: () => void navigate('/home', { replace: true }),
          // A wrong code shows on the code field; anything else above the form.
          onError: (error) => {
            if (applyServerErrors(form, error)) activate.reset();
          },
        },
      ),
    () => activate.reset(),
  );

  const onResend = () => {
    setCoolingDown(true);
    resend.mutate(email);
  };

  return (
    <>
      <PageHeader title={t('auth:activate.title')} subtitle={t('auth:activate.intro', { email })} />
      <ErrorAlert error={activate.error ?? resend.error} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          control={form.control}
          name="code"
          label={t('auth:activate.code')}
          autoComplete="one-time-code"
          hint={t('auth:activate.codeHint')}
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
