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
import {
  AppError,
  DisplayNameSchema,
  EmailSchema,
  PasswordSchema,
  type AccountType,
  type ErrorCode,
  type RegisterInput,
} from '@backline/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from 'react-i18next';
import { registerAccount } from '../api/register-account.ts';
import { PasswordRules } from './password-rules.tsx';

export const REGISTER_FIELDS = [
  'accountType',
  'name',
  'email',
  'password',
  'passwordRepeat',
  'acceptTerms',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterErrors = Partial<Record<RegisterField, ErrorCode>>;

export type RegisterValues = {
  accountType: AccountType;
  name: string;
  email: string;
  password: string;
  passwordRepeat: string;
  acceptTerms: boolean;
};

/** Client checks with the domain schemas and the catalogue's messages. */
export function validateRegistration(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (values.name.trim() === '') errors.name = 'validation.required';
  else if (!DisplayNameSchema.safeParse(values.name).success) {
    errors.name = values.name.trim().length < 2 ? 'validation.too_short' : 'validation.too_long';
  }
  if (values.email.trim() === '') errors.email = 'validation.required';
  else if (!EmailSchema.safeParse(values.email).success) errors.email = 'validation.email';
  if (values.password === '') errors.password = 'validation.required';
  else if (!PasswordSchema.safeParse(values.password).success) {
    errors.password = 'validation.password_rules';
  }
  if (values.passwordRepeat === '') errors.passwordRepeat = 'validation.required';
  else if (values.passwordRepeat !== values.password) {
    errors.passwordRepeat = 'validation.passwords_mismatch';
  }
  if (!values.acceptTerms) errors.acceptTerms = 'validation.terms_required';
  return errors;
}

const isRegisterField = (field: string | undefined): field is RegisterField =>
  (REGISTER_FIELDS as readonly (string | undefined)[]).includes(field);

type Props = {
  initialEmail?: string | undefined;
  /** Focus the e-mail field on open (back from the activation step to use another address). */
  focusOnOpen?: boolean;
  /** The account was created; its activation code is on the way to `email`. */
  onRegistered: (email: string) => void;
};

export function RegisterForm({ initialEmail = '', focusOnOpen = false, onRegistered }: Props) {
  const { t } = useTranslation(['auth', 'errors']);
  const [values, setValues] = useState<RegisterValues>({
    accountType: 'musician',
    name: '',
    email: initialEmail,
    password: '',
    passwordRepeat: '',
    acceptTerms: false,
  });
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const typeLabelId = useId();
  const rulesId = useId();
  const passwordId = useId();
  const termsHelperId = useId();
  const register = useMutation({ mutationFn: registerAccount });

  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector<HTMLInputElement>('[name="email"]')?.focus();
  }, [focusOnOpen]);

  const set = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const focusFirst = (found: RegisterErrors) => {
    const first = REGISTER_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };
  const message = (field: RegisterField) => {
    const code = errors[field];
    return code ? t(`errors:${code}`) : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    register.reset();
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    const input: RegisterInput = {
      email: values.email.trim(),
      password: values.password,
      passwordRepeat: values.passwordRepeat,
      name: values.name.trim(),
      accountType: values.accountType,
      acceptTerms: true,
      locale: currentLanguage(),
    };
    register.mutate(input, {
      onSuccess: (response) => onRegistered(response.email),
      onError: (error) => {
        if (error instanceof AppError && isRegisterField(error.field)) {
          const fieldErrors = { [error.field]: error.code };
          setErrors(fieldErrors);
          focusFirst(fieldErrors);
        }
      },
    });
  };

  const serverError =
    register.error instanceof AppError && isRegisterField(register.error.field)
      ? null
      : register.error;

  return (
    <>
      <PageTitle subtitle={t('auth:register.intro')}>{t('auth:register.title')}</PageTitle>
      <ErrorAlert error={serverError} sx={{ mb: 2 }} />
      <Box component="form" ref={formRef} noValidate onSubmit={onSubmit}>
        <FormControl component="fieldset" margin="dense" fullWidth>
          <FormLabel component="legend" id={typeLabelId}>
            {t('auth:register.accountType')}
          </FormLabel>
          <Box role="radiogroup" aria-labelledby={typeLabelId}>
            {(['musician', 'private'] as const).map((type) => (
              <FormControlLabel
                key={type}
                value={type}
                control={
                  <Radio
                    name="accountType"
                    checked={values.accountType === type}
                    onChange={() => set('accountType', type)}
                    slotProps={{
                      input: {
                        'aria-describedby': `${typeLabelId}-${type}`,
                      },
                    }}
                  />
                }
                sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Box component="span" sx={{ display: 'block', pt: 0.75 }}>
                    <Typography component="span" sx={{ display: 'block' }}>
                      {t(`auth:register.${type}`)}
                    </Typography>
                    <Typography
                      component="span"
                      id={`${typeLabelId}-${type}`}
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {t(`auth:register.${type}Hint`)}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </Box>
        </FormControl>
        <OutlinedField
          label={t('auth:register.name')}
          name="name"
          autoComplete="nickname"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={Boolean(errors.name)}
          helperText={message('name') ?? ' '}
          required
          margin="dense"
        />
        <OutlinedField
          label={t('auth:register.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          error={Boolean(errors.email)}
          helperText={message('email') ?? ' '}
          required
          margin="dense"
          inputProps={{ inputMode: 'email', spellCheck: false }}
        />
        <OutlinedField
          label={t('auth:register.password')}
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
          label={t('auth:register.passwordRepeat')}
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
        <FormControl error={Boolean(errors.acceptTerms)} required margin="dense" fullWidth>
          <FormControlLabel
            sx={{ alignItems: 'flex-start' }}
            control={
              <Checkbox
                name="acceptTerms"
                checked={values.acceptTerms}
                onChange={(event) => set('acceptTerms', event.target.checked)}
                sx={{ pt: 0.5 }}
                slotProps={{
                  input: {
                    'aria-invalid': Boolean(errors.acceptTerms),
                    'aria-describedby': errors.acceptTerms ? termsHelperId : undefined,
                  },
                }}
              />
            }
            label={
              <Typography component="span" sx={{ display: 'block', pt: 0.75 }}>
                {t('auth:register.termsBefore')}
                <Link href="/static/terms">{t('auth:register.terms')}</Link>
                {t('auth:register.termsBetween')}
                <Link href="/static/privacy">{t('auth:register.privacy')}</Link>
                {t('auth:register.termsAfter')}
              </Typography>
            }
          />
          {errors.acceptTerms ? (
            <FormHelperText id={termsHelperId}>{message('acceptTerms')}</FormHelperText>
          ) : null}
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={register.isPending}
          loadingPosition="start"
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
