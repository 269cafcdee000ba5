import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useTranslation } from 'react-i18next';
import type { UploadState } from '../hooks/use-upload.ts';

export type UploadStatusProps = {
  state: UploadState;
  onCancel: () => void;
};

/**
 * Progress of an upload (a bar with its percentage, read out politely through a live region), a
 * Cancel button while it runs, and the outcome: done, cancelled, or the catalogue error.
 */
export function UploadStatus({ state, onCancel }: UploadStatusProps) {
  const { t } = useTranslation('media');
  const running = state.status === 'uploading' || state.status === 'processing';
  const percent = state.status === 'uploading' ? Math.round(state.fraction * 100) : 100;
  let message = '';
  // The live region speaks in steps of 10 % so a screen reader is not flooded.
  if (state.status === 'uploading') {
    message = t('upload.progress', { name: state.name, percent: Math.floor(percent / 10) * 10 });
  }
  if (state.status === 'processing') message = t('upload.processing', { name: state.name });
  else if (state.status === 'done') message = t('upload.done', { name: state.name });
  else if (state.status === 'cancelled') message = t('upload.cancelled');

  return (
    <Box sx={{ width: '100%' }}>
      {running && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LinearProgress
            sx={{ flex: 1, minWidth: 0 }}
            variant={state.status === 'processing' ? 'indeterminate' : 'determinate'}
            value={percent}
            aria-label={t('upload.progressLabel')}
          />
          <Button size="small" onClick={onCancel}>
            {t('upload.cancel')}
          </Button>
        </Stack>
      )}
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        color="text.secondary"
        sx={{ mt: running ? 0.5 : 0, overflowWrap: 'anywhere' }}
      >
        {message}
      </Typography>
      {state.status === 'error' && <ErrorAlert error={state.error} sx={{ mt: 1 }} />}
    </Box>
  );
}
