import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PasswordSchema, type ErrorCode } from '@backline/domain';
import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { useTranslation } from 'react-i18next';
import { SESSIONS_QUERY_KEY, changePassword } from '../api/settings-api.ts';
import { fieldError } from './form-errors.ts';
import { PasswordHint } from './password-hint.tsx';

const FIELDS = ['currentPassword', 'password', 'passwordRepeat'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, ErrorCode>>;

/** Client checks with the sign-up rules and messages (the server checks again). */
export function validatePasswordChange(values: Values): Errors {
  const errors: Errors = {};
  if (values.currentPassword === '') errors.currentPassword = 'validation.required';
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

const EMPTY: Values = { currentPassword: '', password: '', passwordRepeat: '' };

/** Changes the password with the current one; every other device is signed out. */
export function PasswordChangeForm() {
  const { t } = useTranslation(['settings', 'errors']);
  const queryClient = useQueryClient();
  const rulesId = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [ended, setEnded] = useState<number | null>(null);
  const change = useMutation({
    mutationFn: () => changePassword(values),
    onSuccess: async (result) => {
      setEnded(result.endedSessions);
      setValues(EMPTY);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
    onError: (error) => {
      const found = fieldError(error, FIELDS);
      setErrors(found ? { [found.field]: found.code } : {});
    },
  });
  const serverFieldError = fieldError(change.error, FIELDS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    change.reset();
    if (Object.keys(found).length === 0) change.mutate();
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <OutlinedField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ? t(`errors:${errors[name]}`) : ' '}
      required
      margin="dense"
      {...(name === 'password' ? { 'aria-describedby': rulesId } : {})}
    />
  );

  return (
    <Box component="section" aria-labelledby="password-setting" sx={{ py: 2 }}>
      <Typography id="password-setting" variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
        {t('password.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('password.intro')}
      </Typography>
      {ended !== null ? (
        <Alert severity="success" sx={{ mb: 1 }}>
          {t('password.changed', { count: ended })}
        </Alert>
      ) : null}
      {open ? (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <ErrorAlert error={serverFieldError ? null : change.error} sx={{ mb: 1 }} />
          {field('currentPassword', t('account.currentPassword'), 'current-password')}
          {field('password', t('password.new'), 'new-password')}
          <PasswordHint id={rulesId} password={values.password} />
          {field('passwordRepeat', t('password.repeat'), 'new-password')}
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" loading={change.isPending}>
              {t('password.save')}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('account.cancel')}</Button>
          </Box>
        </Box>
      ) : (
        <Button
          variant="outlined"
          onClick={() => {
            setEnded(null);
            setErrors({});
            setOpen(true);
          }}
        >
          {t('password.change')}
        </Button>
      )}
    </Box>
  );
}
