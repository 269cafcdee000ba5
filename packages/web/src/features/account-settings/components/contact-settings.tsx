import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { EmailSchema, normalizeMobileNumber, type ErrorCode, type Me } from '@backline/domain';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from 'react-i18next';
import {
  cancelEmailChange,
  cancelPhoneChange,
  confirmEmailChange,
  confirmPhoneChange,
  deletePhone,
  requestEmailChange,
  requestPhoneChange,
} from '../api/settings-api.ts';
import { fieldError, formatDateTime } from './form-errors.ts';

type Kind = 'email' | 'phone';
type RequestField = 'address' | 'password';
type Errors = Partial<Record<RequestField | 'code', ErrorCode>>;

/** Client check of the new address with the domain's rules (the server checks again). */
export function validateAddress(kind: Kind, value: string): ErrorCode | undefined {
  if (value.trim() === '') return 'validation.required';
  if (kind === 'email')
    return EmailSchema.safeParse(value).success ? undefined : 'validation.email';
  return normalizeMobileNumber(value) ? undefined : 'account.number_unavailable';
}

/** The server names `email` / `phone`; the form calls both `address`. */
const toFormErrors = (error: unknown, kind: Kind): Errors => {
  const found = fieldError(error, [kind, 'password', 'code'] as const);
  if (!found) return {};
  return { [found.field === kind ? 'address' : found.field]: found.code };
};

/**
 * The e-mail or the mobile number of the account: shown, changed (new address + current
 * password → a code to the new address → confirm) and, for the phone, removed. A pending change
 * shows where and when the code went.
 */
export function ContactSetting({
  kind,
  user,
  onUserChanged,
}: {
  kind: Kind;
  user: Me;
  /** Reloads the signed-in user (its pending requests and addresses). */
  onUserChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['settings', 'errors']);
  const [mode, setMode] = useState<'view' | 'change' | 'remove'>('view');
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const pending = user.pending[kind];
  const current = kind === 'email' ? user.email : user.phone;
  const refresh = onUserChanged;

  const request = useMutation({
    mutationFn: () =>
      kind === 'email'
        ? requestEmailChange({ email: address.trim(), password })
        : requestPhoneChange({ phone: address.trim(), password }),
    onSuccess: async () => {
      setMode('view');
      setPassword('');
      setAddress('');
      await refresh();
    },
    onError: (error) => setErrors(toFormErrors(error, kind)),
  });
  const confirm = useMutation({
    mutationFn: () =>
      kind === 'email' ? confirmEmailChange(code.trim()) : confirmPhoneChange(code.trim()),
    onSuccess: async () => {
      setCode('');
      setDone(t(kind === 'email' ? 'account.emailChanged' : 'account.phoneChanged'));
      await refresh();
    },
    onError: (error) => setErrors(toFormErrors(error, kind)),
  });
  const cancel = useMutation({
    mutationFn: () => (kind === 'email' ? cancelEmailChange() : cancelPhoneChange()),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => deletePhone(password),
    onSuccess: async () => {
      setMode('view');
      setPassword('');
      setDone(t('account.phoneRemoved'));
      await refresh();
    },
    onError: (error) => setErrors(toFormErrors(error, kind)),
  });

  const helper = (field: keyof Errors) => (errors[field] ? t(`errors:${errors[field]}`) : ' ');
  const unfielded = (error: unknown) =>
    Object.keys(toFormErrors(error, kind)).length === 0 ? error : null;

  const onRequest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    const addressError = validateAddress(kind, address);
    if (addressError) found.address = addressError;
    if (password === '') found.password = 'validation.required';
    setErrors(found);
    request.reset();
    if (Object.keys(found).length === 0) request.mutate();
  };
  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = /^\d{6}$/.test(code.trim()) ? {} : { code: 'validation.numbers_only' };
    if (code.trim() === '') found.code = 'validation.required';
    setErrors(found);
    confirm.reset();
    if (!found.code) confirm.mutate();
  };
  const onRemove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = password === '' ? { password: 'validation.required' } : {};
    setErrors(found);
    remove.reset();
    if (!found.password) remove.mutate();
  };

  const passwordField = (
    <OutlinedField
      label={t('account.currentPassword')}
      type="password"
      name="current-password"
      autoComplete="current-password"
      value={password}
      onChange={(event) => setPassword(event.target.value)}
      error={Boolean(errors.password)}
      helperText={helper('password')}
      required
      margin="dense"
    />
  );

  return (
    <Box component="section" aria-labelledby={`${kind}-setting`} sx={{ py: 2 }}>
      <Typography id={`${kind}-setting`} variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
        {t(kind === 'email' ? 'account.email' : 'account.phone')}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography sx={{ overflowWrap: 'anywhere' }} data-testid={`${kind}-current`}>
          {current ?? t('account.noPhone')}
        </Typography>
        {mode === 'view' ? (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              variant="outlined"
              onClick={() => {
                setErrors({});
                setDone(null);
                setMode('change');
              }}
            >
              {current ? t('account.change') : t('account.add')}
            </Button>
            {kind === 'phone' && current ? (
              <Button
                color="error"
                onClick={() => {
                  setErrors({});
                  setDone(null);
                  setMode('remove');
                }}
              >
                {t('account.remove')}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Box>
      {done ? (
        <Alert severity="success" sx={{ mt: 1 }}>
          {done}
        </Alert>
      ) : null}

      {mode === 'change' ? (
        <Box component="form" noValidate onSubmit={onRequest} sx={{ mt: 1 }}>
          <ErrorAlert error={unfielded(request.error)} sx={{ mb: 1 }} />
          <OutlinedField
            label={t(kind === 'email' ? 'account.newEmail' : 'account.newPhone')}
            type={kind === 'email' ? 'email' : 'tel'}
            name={kind === 'email' ? 'new-email' : 'new-phone'}
            autoComplete={kind === 'email' ? 'email' : 'tel'}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={Boolean(errors.address)}
            helperText={helper('address')}
            required
            margin="dense"
            inputProps={{ inputMode: kind === 'email' ? 'email' : 'tel', spellCheck: false }}
          />
          {passwordField}
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" loading={request.isPending}>
              {t('account.sendCode')}
            </Button>
            <Button onClick={() => setMode('view')}>{t('account.cancel')}</Button>
          </Box>
        </Box>
      ) : null}

      {mode === 'remove' ? (
        <Box component="form" noValidate onSubmit={onRemove} sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('account.removePhoneIntro')}
          </Typography>
          <ErrorAlert error={unfielded(remove.error)} sx={{ mb: 1 }} />
          {passwordField}
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" color="error" loading={remove.isPending}>
              {t('account.remove')}
            </Button>
            <Button onClick={() => setMode('view')}>{t('account.cancel')}</Button>
          </Box>
        </Box>
      ) : null}

      {pending ? (
        <Box component="form" noValidate onSubmit={onConfirm} sx={{ mt: 2 }}>
          <Alert severity="info" sx={{ mb: 1 }} data-testid={`${kind}-pending`}>
            {t(kind === 'email' ? 'account.emailPending' : 'account.phonePending', {
              address: pending.address,
              date: formatDateTime(pending.requestedAt, currentLanguage()),
            })}
          </Alert>
          <ErrorAlert error={unfielded(confirm.error)} sx={{ mb: 1 }} />
          <OutlinedField
            label={t('account.code')}
            name={`${kind}-code`}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(errors.code)}
            helperText={helper('code')}
            required
            margin="dense"
            inputProps={{ inputMode: 'numeric', maxLength: 6 }}
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" loading={confirm.isPending}>
              {t('account.confirm')}
            </Button>
            <Button onClick={() => cancel.mutate()} loading={cancel.isPending}>
              {t('account.cancelRequest')}
            </Button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
