import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { parseQrLoginCode, QR_SCAN_PARAM, QrScanInputSchema } from '@backline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import {
  approveQrChallenge,
  qrDetailsQuery,
  rejectQrChallenge,
  type ScannedCode,
} from '../api/qr-login.ts';
import { CameraScanner, type CameraErrorCode } from './camera-scanner.tsx';

type Step =
  | { kind: 'read' }
  | { kind: 'confirm'; scanned: ScannedCode }
  | { kind: 'done'; approved: boolean };

/**
 * `/qrscan` (signed in): read the code of a waiting browser with the camera or by typing it,
 * see which browser asks, and let it in with this account. A phone's own camera app opens this
 * screen with the code in `?c=`.
 */
export function QrScanScreen() {
  const { t } = useTranslation('qr-login');
  const [searchParams, setSearchParams] = useSearchParams();
  const [step, setStep] = useState<Step>(() => {
    const fromLink = parseQrLoginCode(searchParams.get(QR_SCAN_PARAM) ?? '');
    return fromLink ? { kind: 'confirm', scanned: fromLink } : { kind: 'read' };
  });
  const again = () => {
    if (searchParams.has(QR_SCAN_PARAM)) setSearchParams({}, { replace: true });
    setStep({ kind: 'read' });
  };

  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', py: { xs: 2, sm: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <PageHeader
          title={t('scan.title')}
          subtitle={step.kind === 'read' ? t('scan.intro') : undefined}
        />
        {step.kind === 'read' ? (
          <ReadStep onCode={(scanned) => setStep({ kind: 'confirm', scanned })} />
        ) : null}
        {step.kind === 'confirm' ? (
          <ConfirmStep
            scanned={step.scanned}
            onDone={(approved) => setStep({ kind: 'done', approved })}
            onBack={again}
          />
        ) : null}
        {step.kind === 'done' ? (
          <>
            <Alert severity={step.approved ? 'success' : 'info'} role="status">
              {step.approved ? t('scan.approved') : t('scan.rejected')}
            </Alert>
            <Button onClick={again} sx={{ mt: 2 }}>
              {t('scan.again')}
            </Button>
          </>
        ) : null}
      </Paper>
    </Box>
  );
}

function ReadStep({ onCode }: { onCode: (scanned: ScannedCode) => void }) {
  const { t } = useTranslation(['qr-login', 'errors']);
  const [cameraError, setCameraError] = useState<CameraErrorCode | null>(null);
  const [scanInvalid, setScanInvalid] = useState(false);
  // The pasted or typed text: the domain reads it (`parseQrLoginCode`).
  const form = useAppForm(QrScanInputSchema, { defaultValues: { code: '' } });

  const onScan = (value: string) => {
    const scanned = parseQrLoginCode(value);
    if (scanned) onCode(scanned);
    else setScanInvalid(true);
  };
  const onSubmit = form.handleSubmit(({ code }) => {
    const scanned = parseQrLoginCode(code);
    if (scanned) onCode(scanned);
  });

  return (
    <>
      {cameraError ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t(`errors:${cameraError}`)}
        </Alert>
      ) : (
        <CameraScanner onResult={onScan} onError={setCameraError} />
      )}
      {scanInvalid && !cameraError ? (
        // A QR code the camera read that is none of ours.
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('errors:qr.code_unreadable')}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2 }}>
        <FormTextField
          control={form.control}
          name="code"
          label={t('qr-login:scan.pasteLabel')}
          hint={t('qr-login:scan.pasteHint')}
          margin="dense"
          inputProps={{ autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false }}
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 1 }}>
          {t('qr-login:scan.continue')}
        </Button>
      </Box>
    </>
  );
}

function ConfirmStep({
  scanned,
  onDone,
  onBack,
}: {
  scanned: ScannedCode;
  onDone: (approved: boolean) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('qr-login');
  const queryClient = useQueryClient();
  const details = useQuery(qrDetailsQuery(scanned));
  // A code is answered once: its details go with it.
  const forget = () => queryClient.removeQueries({ queryKey: qrDetailsQuery(scanned).queryKey });
  const approve = useMutation({
    mutationFn: () => approveQrChallenge(scanned),
    onSuccess: () => {
      forget();
      onDone(true);
    },
  });
  const reject = useMutation({
    mutationFn: () => rejectQrChallenge(scanned),
    // Refusing a code that lapsed meanwhile is just as good.
    onSettled: () => {
      forget();
      onDone(false);
    },
  });

  if (details.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('scan.loading')}</Typography>
      </Box>
    );
  }
  if (details.isError) {
    return (
      <>
        <ErrorAlert error={details.error} />
        <Button onClick={onBack} sx={{ mt: 2 }}>
          {t('scan.again')}
        </Button>
      </>
    );
  }
  const info = details.data;
  const created = new Date(info.createdAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const rows: [string, string][] = [
    [t('scan.browser'), info.browser ?? t('scan.unknown')],
    [t('scan.system'), info.system ?? t('scan.unknown')],
    [t('scan.address'), info.address ?? t('scan.unknown')],
    [t('scan.created'), created],
  ];
  const busy = approve.isPending || reject.isPending;
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('scan.confirmTitle')}
      </Typography>
      <Box
        component="dl"
        data-testid="qr-requester"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('scan.confirmWarning')}
      </Alert>
      <ErrorAlert error={approve.error} sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => reject.mutate()} disabled={busy}>
          {t('scan.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => approve.mutate()}
          loading={approve.isPending}
          disabled={busy}
        >
          {t('scan.approve')}
        </Button>
      </Box>
    </>
  );
}
