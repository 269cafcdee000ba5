import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  RecoveryCodesInputSchema,
  TwoFactorDisableInputSchema,
  TwoFactorEnableInputSchema,
  TwoFactorSetupInputSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@backline/domain';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
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

  const cancel = () => setMode({ kind: 'idle' });
  let body: ReactNode;
  switch (mode.kind) {
    case 'password':
      body = (
        <CodeForm
          intro={t('settings.passwordIntro')}
          schema={TwoFactorSetupInputSchema}
          fields={[PASSWORD]}
          submitLabel={t('settings.continue')}
          submit={({ password }) => setupTwoFactor(password)}
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
            schema={TwoFactorEnableInputSchema}
            fields={[{ name: 'code', kind: 'app' }]}
            submitLabel={t('settings.confirm')}
            submit={({ code }) => enableTwoFactor(code)}
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
          schema={TwoFactorDisableInputSchema}
          fields={[PASSWORD, { name: 'otp', kind: 'either' }]}
          submitLabel={t('settings.disable')}
          submit={disableTwoFactor}
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
          schema={RecoveryCodesInputSchema}
          fields={[PASSWORD, { name: 'otp', kind: 'app' }]}
          submitLabel={t('settings.create')}
          submit={regenerateRecoveryCodes}
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

/** A field of a code form: the current password, a code from the app, or either kind of code. */
type CodeField<T extends FieldValues> = { name: FieldPath<T>; kind: 'password' | 'app' | 'either' };
const PASSWORD = { name: 'password', kind: 'password' } as const;

const FIELD_TEXTS = {
  password: { label: 'settings.password', autoComplete: 'current-password' },
  app: { label: 'settings.code', autoComplete: 'one-time-code' },
  either: { label: 'settings.otp', autoComplete: 'off' },
} as const;

type CodeFormProps<T extends FieldValues, R> = {
  intro?: string;
  /** The domain's input schema of the request, which the form validates with. */
  schema: Parameters<typeof useAppForm<T, T>>[0];
  fields: readonly CodeField<T>[];
  submitLabel: string;
  submit: (values: T) => Promise<R>;
  onDone: (result: R) => void;
  onCancel: () => void;
};

/**
 * Password and/or code fields, validated with the request's domain schema; the server's errors
 * (a wrong password, a wrong code) land on their field, others above the fields.
 */
function CodeForm<T extends FieldValues, R>({
  intro,
  schema,
  fields,
  submitLabel,
  submit,
  onDone,
  onCancel,
}: CodeFormProps<T, R>) {
  const { t } = useTranslation(['two-factor', 'errors']);
  const form = useAppForm(schema, {
    defaultValues: Object.fromEntries(fields.map((field) => [field.name, ''])) as DefaultValues<T>,
  });
  const mutation = useMutation({ mutationFn: submit, onSuccess: onDone });

  const onSubmit = form.handleSubmit(
    (values) =>
      mutation.mutate(values, {
        onError: (error) => {
          if (applyServerErrors(form, error)) mutation.reset();
        },
      }),
    () => mutation.reset(),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {intro ? <Typography sx={{ mb: 1 }}>{intro}</Typography> : null}
      <ErrorAlert error={mutation.error} sx={{ mb: 2 }} />
      {fields.map((field) => (
        <FormTextField
          key={field.name}
          control={form.control}
          name={field.name}
          label={t(FIELD_TEXTS[field.kind].label)}
          type={field.kind === 'password' ? 'password' : 'text'}
          autoComplete={FIELD_TEXTS[field.kind].autoComplete}
          required
          margin="dense"
          inputProps={
            field.kind === 'app'
              ? { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 8 }
              : { spellCheck: false }
          }
        />
      ))}
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
