import { DATE_LOCALES, type Locale } from '@backline/domain';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * "vor 5 Minuten" / "5 minutes ago" for the past week, null beyond (the caller shows the date).
 */
export function relativeTime(iso: string, locale: Locale, now = Date.now()): string | null {
  let value = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(DATE_LOCALES[locale], { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(unit === 'second' ? 0 : value, unit);
    value = Math.round(value / size);
  }
  return null;
}
