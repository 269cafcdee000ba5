import { z } from 'zod/mini';
import type { ErrorCode } from '../errors/error-codes.ts';
import type { RuleParams } from '../errors/rule-check.ts';

/**
 * The one date and date-time input of the product (decisions.md "Date inputs"): every date a
 * client sends (offer and gig dates, the apply deadline, list filters, a ban's end) is one of
 * these, so an impossible date (month 13, 30 February, 24:00, year 0000 or 10000) is refused as
 * `validation.invalid_date` on its field and never reaches `new Date` or PostgreSQL, where it
 * would roll over silently (`2026-02-30` → 2 March) or fail as a server error.
 *
 * - A calendar date is `YYYY-MM-DD` and a real day (29 February only in leap years).
 * - A date-time is ISO 8601 / RFC 3339 with seconds and an offset (`Z` or `±hh:mm`, at most
 *   ±14:00, the widest in use): `2026-06-01T20:00:00+02:00`, `2026-06-01T18:00:00.000Z`.
 * - Both lie within `DATE_INPUT_YEARS` (the year as written), else `validation.date_out_of_range`.
 *
 * Birthdays have their own rule (`profileRuleViolations`: a real date, 16 to 120 years ago).
 * The values stay strings: what passes is exactly what was sent.
 */

/** The years a date input may lie in (inclusive); the text of `validation.date_out_of_range`. */
export const DATE_INPUT_YEARS = { min: 1900, max: 2100 } as const;

/** The widest offset from UTC in use (Kiribati, +14:00), in minutes. */
const MAX_OFFSET_MINUTES = 14 * 60;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|([+-])(\d{2}):(\d{2}))$/;

const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The days of a month (1–12) of a year in the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const isRealDay = (year: number, month: number, day: number): boolean =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

/** Whether `value` is `YYYY-MM-DD` and a real calendar day (any year 0000–9999). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * Whether `value` is an ISO date-time with seconds and an offset, on a real day, with hours
 * 00–23, minutes and seconds 00–59 and an offset of at most ±14:00.
 */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isRealDay(year, month, day) || hours > 23 || minutes > 59 || seconds > 59) return false;
  if (match[7] === undefined) return true;
  const [offsetHours, offsetMinutes] = [Number(match[8]), Number(match[9])];
  return offsetMinutes <= 59 && offsetHours * 60 + offsetMinutes <= MAX_OFFSET_MINUTES;
}

/** Within `DATE_INPUT_YEARS`. */
const inYearRange = (value: string): boolean => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_INPUT_YEARS.min && year <= DATE_INPUT_YEARS.max;
};

/**
 * One issue at most, with its catalogue code (`rule-check.ts`): an impossible date is
 * `validation.invalid_date`, a real one outside the years `validation.date_out_of_range`.
 */
function dateRule(isReal: (value: string) => boolean): z.core.$ZodCheck<string> {
  return z.check<string>(
    (payload) => {
      const code: ErrorCode | null = !isReal(payload.value)
        ? 'validation.invalid_date'
        : inYearRange(payload.value)
          ? null
          : 'validation.date_out_of_range';
      if (code === null) return;
      payload.issues.push({
        code: 'custom',
        input: payload.value,
        params: { code } satisfies RuleParams,
        continue: true,
      });
      // Not after zod's own format check failed: one code per value.
    },
    { when: (payload) => payload.issues.length === 0 },
  );
}

/**
 * `YYYY-MM-DD`, a real day within `DATE_INPUT_YEARS`. Built on `z.iso.date()`, so the OpenAPI
 * document says `format: date` (the generated date test finds date fields by it).
 */
export const CalendarDateSchema = z.iso.date().check(dateRule(isCalendarDate));

/**
 * An ISO date-time with seconds and an offset, a real instant within `DATE_INPUT_YEARS`. Built
 * on `z.iso.datetime({ offset: true })` (`format: date-time` in the OpenAPI document).
 */
export const DateTimeSchema = z.iso.datetime({ offset: true }).check(dateRule(isDateTime));
