import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  AppError,
  type ErrorCode,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@backline/domain';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { useTranslation } from 'react-i18next';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setupTwoFactor,
} from '../api/two-factor.ts';

/** qrcode-generator travels in its own chunk, loaded when a QR code is shown. */
const QrCodeSvg = lazy(() => import('../../../components/ui/qr-code-svg.tsx'));

type Mode =
  | { kind: 'idle'; message?: 'enabled' | 'disabled' }
  | { kind: 'password' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

type Field = 'password' | 'otp' | 'code';
type Values = Partial<Record<Field, string>>;

/** The field a server error names (a wrong code without a field belongs to the code). */
function fieldOf(error: unknown, fields: readonly Field[]): Field | null {
  if (!(error instanceof AppError)) return null;
  const field = error.field as Field | undefined;
  if (field && fields.includes(field)) return field;
  if (error.code === 'auth.two_factor_invalid') return fields.find((f) => f !== 'password') ?? null;
  return null;
}

export type TwoFactorSettingsProps = {
  /** `me.twoFactor` of the signed-in user. */
  status: TwoFactorStatus;
  /** Called after it was turned on or off, so that the caller reloads the user (`me`). */
  onChanged: () => void;
};

/**
 * Two-factor sign-in in the account settings: status, turn on (password, QR code and key, a
 * code from the app, recovery codes shown once), new recovery codes, turn off.
 */
export function TwoFactorSettings({ status, onChanged }: TwoFactorSettingsProps) {
  const { t } = useTranslation(['two-factor', 'errors']);
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const headingId = useId();

  const setup = useMutation({
    mutationFn: (values: Values) => setupTwoFactor(values.password ?? ''),
  });
  const enable = useMutation({
    mutationFn: (values: Values) => enableTwoFactor(values.code ?? ''),
  });
  const disable = useMutation({
    mutationFn: (values: Values) =>
      disableTwoFactor({ password: values.password ?? '', otp: values.otp ?? '' }),
  });
  const regenerate = useMutation({
    mutationFn: (values: Values) =>
      regenerateRecoveryCodes({ password: values.password ?? '', otp: values.code ?? '' }),
  });

  const cancel = () => setMode({ kind: 'idle' });
  let body: ReactNode;
  switch (mode.kind) {
    case 'password':
      body = (
        <CodeForm
          intro={t('settings.passwordIntro')}
          fields={['password']}
          submitLabel={t('settings.continue')}
          mutation={setup}
          onDone={(result) => setMode({ kind: 'scan', setup: result })}
          onCancel={cancel}
        />
      );
      break;
    case 'scan':
      body = (
        <>
          <Typography sx={{ mb: 2 }}>{t('settings.scan')}</Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <Suspense
              fallback={
                <Box sx={{ width: 200, height: 200 }} role="status">
                  {t('settings.qrLoading')}
                </Box>
              }
            >
              <QrCodeSvg value={mode.setup.uri} label={t('settings.qrLabel')} />
            </Suspense>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('settings.secret')}
          </Typography>
          <Typography
            data-testid="two-factor-secret"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 2, userSelect: 'all' }}
          >
            {mode.setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Typography>
          <CodeForm
            fields={['code']}
            submitLabel={t('settings.confirm')}
            mutation={enable}
            onDone={(result) => {
              onChanged();
              setMode({ kind: 'codes', codes: result.recoveryCodes });
            }}
            onCancel={cancel}
          />
        </>
      );
      break;
    case 'codes':
      body = (
        <RecoveryCodeList
          codes={mode.codes}
          onDone={() => setMode({ kind: 'idle', message: 'enabled' })}
        />
      );
      break;
    case 'disable':
      body = (
        <CodeForm
          intro={t('settings.disableIntro')}
          fields={['password', 'otp']}
          submitLabel={t('settings.disable')}
          mutation={disable}
          onDone={() => {
            onChanged();
            setMode({ kind: 'idle', message: 'disabled' });
          }}
          onCancel={cancel}
        />
      );
      break;
    case 'regenerate':
      body = (
        <CodeForm
          intro={t('settings.newCodesIntro')}
          fields={['password', 'code']}
          submitLabel={t('settings.create')}
          mutation={regenerate}
          onDone={(result) => setMode({ kind: 'codes', codes: result.recoveryCodes })}
          onCancel={cancel}
        />
      );
      break;
    default:
      body = (
        <>
          {mode.message ? (
            <Alert severity="success" sx={{ mb: 2 }}>
              {t(mode.message === 'enabled' ? 'settings.enabled' : 'settings.disabled')}
            </Alert>
          ) : null}
          {status.required ? (
            <Alert severity={status.enabled ? 'info' : 'warning'} sx={{ mb: 2 }}>
              {t('settings.required')}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {status.enabled ? (
              <>
                <Button variant="outlined" onClick={() => setMode({ kind: 'regenerate' })}>
                  {t('settings.newCodes')}
                </Button>
                {status.required ? null : (
                  <Button color="error" onClick={() => setMode({ kind: 'disable' })}>
                    {t('settings.disable')}
                  </Button>
                )}
              </>
            ) : (
              <Button variant="contained" onClick={() => setMode({ kind: 'password' })}>
                {t('settings.enable')}
              </Button>
            )}
          </Box>
        </>
      );
  }

  return (
    <Box component="section" id="two-factor" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('settings.title')}
        </Typography>
        <Chip
          size="small"
          color={status.enabled ? 'success' : 'default'}
          label={t(status.enabled ? 'settings.statusOn' : 'settings.statusOff')}
        />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.intro')}
      </Typography>
      {body}
    </Box>
  );
}

type CodeFormProps<T> = {
  intro?: string;
  fields: readonly Field[];
  submitLabel: string;
  mutation: {
    mutate: (values: Values, options: { onSuccess: (result: T) => void }) => void;
    isPending: boolean;
    error: unknown;
    reset: () => void;
  };
  onDone: (result: T) => void;
  onCancel: () => void;
};

const LABELS = {
  password: 'settings.password',
  otp: 'settings.otp',
  code: 'settings.code',
} as const;

/** Password and/or code fields with client checks; server errors land on their field. */
function CodeForm<T>({ intro, fields, submitLabel, mutation, onDone, onCancel }: CodeFormProps<T>) {
  const { t } = useTranslation(['two-factor', 'errors']);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Partial<Record<Field, ErrorCode>>>({});
  const serverField = fieldOf(mutation.error, fields);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, ErrorCode>> = {};
    for (const field of fields) {
      const value = (values[field] ?? '').trim();
      if (value === '') found[field] = 'validation.required';
      else if (field === 'code' && !/^\d{6}$/.test(value.replace(/\s+/g, ''))) {
        found[field] = 'validation.numbers_only';
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const sent: Values = { ...values };
    if (sent.code) sent.code = sent.code.replace(/\s+/g, '');
    mutation.mutate(sent, { onSuccess: onDone });
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {intro ? <Typography sx={{ mb: 1 }}>{intro}</Typography> : null}
      <ErrorAlert error={serverField ? null : mutation.error} sx={{ mb: 2 }} />
      {fields.map((field) => {
        const error =
          errors[field] ??
          (serverField === field && mutation.error instanceof AppError
            ? mutation.error.code
            : null);
        return (
          <OutlinedField
            key={field}
            label={t(LABELS[field])}
            name={field}
            type={field === 'password' ? 'password' : 'text'}
            autoComplete={
              field === 'password' ? 'current-password' : field === 'code' ? 'one-time-code' : 'off'
            }
            value={values[field] ?? ''}
            onChange={(event) => {
              setValues((current) => ({ ...current, [field]: event.target.value }));
              if (mutation.error) mutation.reset();
            }}
            error={Boolean(error)}
            helperText={error ? t(`errors:${error}`) : ' '}
            required
            margin="dense"
            inputProps={
              field === 'code'
                ? { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 8 }
                : { spellCheck: false }
            }
          />
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>{t('settings.cancel')}</Button>
      </Box>
    </Box>
  );
}

/** The recovery codes, shown once: copy or download them, then they are gone from the screen. */
function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('two-factor');
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Without clipboard access the codes are still on screen and can be downloaded.
      setCopied(false);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('settings.fileName');
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {t('settings.codesTitle')}
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('settings.codesIntro')}
      </Alert>
      <Box
        component="ul"
        aria-label={t('settings.codesTitle')}
        sx={{
          listStyle: 'none',
          p: 2,
          m: 0,
          mb: 2,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          columnGap: 4,
          rowGap: 0.5,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {copied ? t('settings.copied') : t('settings.copy')}
        </Button>
        <Button variant="outlined" onClick={download}>
          {t('settings.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('settings.done')}
        </Button>
      </Box>
    </>
  );
}
