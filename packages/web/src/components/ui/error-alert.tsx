import Alert, { type AlertProps } from '@mui/material/Alert';
import { AppError } from '@backline/domain';
import { useTranslation } from 'react-i18next';

/** Anything thrown becomes a catalogue error; what is not an `AppError` is "An error occurred". */
export function toAppError(error: unknown): AppError {
  return error instanceof AppError
    ? error
    : new AppError('client.error_occurred', { cause: error });
}

export type ErrorAlertProps = {
  error: unknown;
  sx?: AlertProps['sx'];
};

/** Shows a failure in the user's language: `t('errors:<code>', params)` from the catalogue. */
export function ErrorAlert({ error, sx }: ErrorAlertProps) {
  const { t } = useTranslation('errors');
  if (error === null || error === undefined) return null;
  const appError = toAppError(error);
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {t(appError.code, appError.params ?? {})}
    </Alert>
  );
}
