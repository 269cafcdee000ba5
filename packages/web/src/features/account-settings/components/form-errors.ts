import { AppError, DATE_LOCALES, type ErrorCode, type Locale } from '@backline/domain';

/** A server error that names one of the form's fields goes to that field; null otherwise. */
export function fieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; code: ErrorCode } | null {
  if (!(error instanceof AppError)) return null;
  const field = fields.find((candidate) => candidate === error.field);
  return field ? { field, code: error.code } : null;
}

/** Date and time in the interface language ("23.11.2026, 14:05" / "Nov 23, 2026, 2:05 PM"). */
export const formatDateTime = (iso: string, language: Locale): string =>
  new Intl.DateTimeFormat(DATE_LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
