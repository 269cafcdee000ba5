import type { ErrorCode } from '@backline/domain';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The text of a form field's error in the user's language: the message is a catalogue code (from
 * the domain schema on the client, or from the server's answer), `types` its placeholders.
 */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('errors');
  return (error) => {
    if (!error?.message) return undefined;
    const params: Record<string, unknown> = { ...error.types };
    return t(error.message as ErrorCode, params);
  };
}
