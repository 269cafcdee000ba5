import { CalendarDateSchema, catalogueErrorMap, type ErrorCode } from '@backline/domain';
import { useTranslation } from 'react-i18next';

/**
 * What is wrong with a day of a filter's address (`?from=`, `?to=`), as the server would say it
 * (`CalendarDateSchema`): none for no day or a good one. A browser's date input makes only real
 * days, but a typed year can be out of range (0026, 20266) and an address can be edited by hand.
 */
export function dayParamError(value: string | null): ErrorCode | undefined {
  if (!value) return undefined;
  const result = CalendarDateSchema.safeParse(value, { error: catalogueErrorMap });
  return result.success ? undefined : (result.error.issues[0]?.message as ErrorCode | undefined);
}

/** The text of `dayParamError` in the user's language, for the day field's helper text. */
export function useDayParamErrorText(): (value: string | null) => string | undefined {
  const { t } = useTranslation('errors');
  return (value) => {
    const code = dayParamError(value);
    return code ? t(code) : undefined;
  };
}
