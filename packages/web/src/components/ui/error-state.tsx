import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { toAppError } from './error-alert.tsx';

export type ErrorStateProps = {
  error: unknown;
  /** Loads again (TanStack Query's `refetch`); the button is left out without it. */
  onRetry?: () => void;
  retrying?: boolean;
  /** Says what failed in the screen's words instead of the catalogue's message for the error. */
  message?: string;
};

/** A list or a screen that could not load: the catalogue message and a way to try again. */
export function ErrorState({ error, onRetry, retrying = false, message }: ErrorStateProps) {
  const { t } = useTranslation(['common', 'errors']);
  const appError = toAppError(error);
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {t('common:retry')}
          </Button>
        ) : undefined
      }
    >
      {message ?? t(`errors:${appError.code}`, appError.params ?? {})}
    </Alert>
  );
}
