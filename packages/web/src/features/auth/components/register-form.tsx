import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { RegisterInputSchema } from '@backline/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { registerAccount } from '../api/register-account.ts';
import { PasswordRules } from './password-rules.tsx';

type Props = {
  initialEmail?: string | undefined;
  /** Focus the e-mail field on open (back from the activation step to use another address). */
  focusOnOpen?: boolean;
  /** The account was created; its activation code is on the way to `email`. */
  onRegistered: (email: string) => void;
};

/** The sign-up form: the domain's `RegisterInputSchema` (the language is sent as shown). */
const useRegisterForm = (initialEmail: string) =>
  useAppForm(RegisterInputSchema, {
    defaultValues: {
      accountType: 'musician',
      name: '',
      email: initialEmail,
      password: '',
      passwordRepeat: '',
      acceptTerms: false,
    },
  });
type RegisterFormControl = ReturnType<typeof useRegisterForm>['control'];

/**
 * Sign-up, validated with the domain's `RegisterInputSchema` (the server's own rules: password
 * rules, 'Passwords don't match', the terms), every mistake at once; the server's field errors
 * land on their fields.
 */
export function RegisterForm({ initialEmail = '', focusOnOpen = false, onRegistered }: Props) {
  const { t } = useTranslation(['auth', 'errors']);
  const form = useRegisterForm(initialEmail);
  const hydrated = useHydrated();
  const [showPassword, setShowPassword] = useState(false);
  const rulesId = useId();
  const passwordId = useId();
  const register = useMutation({ mutationFn: registerAccount });

  useEffect(() => {
    if (focusOnOpen) form.setFocus('email');
  }, [focusOnOpen, form]);

  const onSubmit = form.handleSubmit(
    (values) =>
      register.mutate(
        { ...values, locale: currentLanguage() },
        {
          onSuccess: (response) => onRegistered(response.email),
          // A field's error shows on the field; only the others above the button.
          onError: (error) => {
            if (applyServerErrors(form, error)) register.reset();
          },
        },
      ),
    () => register.reset(),
  );

  return (
    <>
      <PageHeader title={t('auth:register.title')} subtitle={t('auth:register.intro')} />
      <ErrorAlert error={register.error} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <AccountTypeField control={form.control} />
        <FormTextField
          control={form.control}
          name="name"
          label={t('auth:register.name')}
          autoComplete="nickname"
          required
          margin="dense"
        />
        <FormTextField
          control={form.control}
          name="email"
          label={t('auth:register.email')}
          type="email"
          autoComplete="email"
          required
          margin="dense"
          inputProps={{ inputMode: 'email', spellCheck: false }}
        />
        <FormTextField
          control={form.control}
          name="password"
          label={t('auth:register.password')}
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
          label={t('auth:register.passwordRepeat')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          required
          margin="dense"
        />
        <TermsField control={form.control} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={register.isPending}
          loadingPosition="start"
          // On the prerendered page: not before React took it over (no native submit).
          disabled={!hydrated}
          sx={{ mt: 2 }}
        >
          {register.isPending ? t('auth:register.submitting') : t('auth:register.submit')}
        </Button>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth:register.haveAccount')}{' '}
        <Link component={RouterLink} to="/login">
          {t('auth:register.login')}
        </Link>
      </Typography>
    </>
  );
}

/** Private account or musician profile: two radios with their hints. */
function AccountTypeField({ control }: { control: RegisterFormControl }) {
  const { t } = useTranslation('auth');
  const { field } = useController({ control, name: 'accountType' });
  const typeLabelId = useId();
  return (
    <FormControl component="fieldset" margin="dense" fullWidth>
      <FormLabel component="legend" id={typeLabelId}>
        {t('register.accountType')}
      </FormLabel>
      <Box role="radiogroup" aria-labelledby={typeLabelId}>
        {(['musician', 'private'] as const).map((type, index) => (
          <FormControlLabel
            key={type}
            value={type}
            control={
              <Radio
                name={field.name}
                checked={field.value === type}
                onChange={() => field.onChange(type)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    ref: index === 0 ? field.ref : undefined,
                    'aria-describedby': `${typeLabelId}-${type}`,
                  },
                }}
              />
            }
            sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Box component="span" sx={{ display: 'block', pt: 0.75 }}>
                <Typography component="span" sx={{ display: 'block' }}>
                  {t(`register.${type}`)}
                </Typography>
                <Typography
                  component="span"
                  id={`${typeLabelId}-${type}`}
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {t(`register.${type}Hint`)}
                </Typography>
              </Box>
            }
          />
        ))}
      </Box>
    </FormControl>
  );
}

/** The terms checkbox with its links; 'Please accept the terms of use.' under it. */
function TermsField({ control }: { control: RegisterFormControl }) {
  const { t } = useTranslation('auth');
  const { field, fieldState } = useController({ control, name: 'acceptTerms' });
  const errorText = useFieldErrorText()(fieldState.error);
  const helperId = useId();
  return (
    <FormControl error={Boolean(errorText)} required margin="dense" fullWidth>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            sx={{ pt: 0.5 }}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': Boolean(errorText),
                'aria-describedby': errorText ? helperId : undefined,
              },
            }}
          />
        }
        label={
          <Typography component="span" sx={{ display: 'block', pt: 0.75 }}>
            {t('register.termsBefore')}
            <Link href="/static/terms">{t('register.terms')}</Link>
            {t('register.termsBetween')}
            <Link href="/static/privacy">{t('register.privacy')}</Link>
            {t('register.termsAfter')}
          </Typography>
        }
      />
      {errorText ? <FormHelperText id={helperId}>{errorText}</FormHelperText> : null}
    </FormControl>
  );
}
