import { formatDate } from '../../../lib/format.ts';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/** A local calendar day's key (`2026-11-24`), for day separators. */
export const dayKey = (value: string): string => {
  const date = new Date(value);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
};

/** The time of a message today, else its date: what a list of conversations shows. */
export function shortWhen(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  return sameDay(date, now)
    ? formatDate(date, { timeStyle: 'short' })
    : formatDate(date, { dateStyle: 'medium' });
}

/** Today, yesterday, or the date: a day separator of the history. */
export function dayLabel(
  value: string,
  words: { today: string; yesterday: string },
  now: Date = new Date(),
): string {
  const date = new Date(value);
  if (sameDay(date, now)) return words.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return words.yesterday;
  return formatDate(date, { dateStyle: 'full' });
}
