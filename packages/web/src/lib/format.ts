import { DATE_LOCALES, type Locale } from '@backline/domain';
import { currentLanguage } from './i18n.ts';

/** Dates and numbers in the interface language: `de-DE` or `en-US` (spec section 9). */
const cache = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[locale], options);
    cache.set(key, formatter);
  }
  return formatter;
}

export type DateInput = Date | string | number;

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

export function formatDate(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  locale: Locale = currentLanguage(),
): string {
  return dateFormatter(locale, options).format(toDate(value));
}

export function formatDateTime(value: DateInput, locale: Locale = currentLanguage()): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }, locale);
}

export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  locale: Locale = currentLanguage(),
): string {
  return new Intl.NumberFormat(DATE_LOCALES[locale], options).format(value);
}
