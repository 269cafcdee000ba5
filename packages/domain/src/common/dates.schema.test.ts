import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ERROR_CATALOGUE } from '../errors/error-catalogue.ts';
import { fieldErrors, type FieldError } from '../errors/validation-code.ts';
import {
  CalendarDateSchema,
  DATE_INPUT_YEARS,
  DateTimeSchema,
  daysInMonth,
  isCalendarDate,
  isDateTime,
} from './dates.schema.ts';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The catalogue code the server would answer for `value` in the field `when`. */
function errorsOf(schema: z.ZodMiniType, value: unknown): FieldError[] {
  const input = { when: value };
  const result = z.object({ when: schema }).safeParse(input);
  return result.success ? [] : fieldErrors(result.error.issues, input);
}

const inRangeYear = fc.integer({ min: DATE_INPUT_YEARS.min, max: DATE_INPUT_YEARS.max });
const month = fc.integer({ min: 1, max: 12 });

/** Every real day in the accepted years, built without `Date` (so no rollover can hide). */
const realDay = fc
  .tuple(inRangeYear, month)
  .chain(([year, m]) =>
    fc
      .integer({ min: 1, max: daysInMonth(year, m) })
      .map((day) => ({ year, month: m, day, text: `${pad(year, 4)}-${pad(m)}-${pad(day)}` })),
  );

const offset = fc.oneof(
  fc.constant('Z'),
  fc
    .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 14 * 60 }))
    .map(([sign, minutes]) => `${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`),
);

describe('CalendarDateSchema', () => {
  it('accepts every real day in the accepted years and keeps it as sent', () => {
    fc.assert(
      fc.property(realDay, ({ year, month: m, day, text }) => {
        expect(CalendarDateSchema.parse(text)).toBe(text);
        // The same day as an instant: nothing rolled over.
        const date = new Date(`${text}T00:00:00Z`);
        expect([date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]).toEqual([
          year,
          m,
          day,
        ]);
      }),
    );
  });

  it('refuses every day-of-month past the end of its month as an invalid date', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(inRangeYear, month)
          .chain(([year, m]) =>
            fc
              .integer({ min: daysInMonth(year, m) + 1, max: 99 })
              .map((day) => `${pad(year, 4)}-${pad(m)}-${pad(day)}`),
          ),
        (text) => {
          expect(isCalendarDate(text)).toBe(false);
          expect(errorsOf(CalendarDateSchema, text)).toEqual([
            { code: 'validation.invalid_date', field: 'when' },
          ]);
        },
      ),
    );
  });

  it('knows the leap years', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
  });

  it.each([
    '2026-13-01',
    '2026-00-10',
    '2026-12-32',
    '2026-12-00',
    '2026-02-30',
    '2025-02-29',
    '2026-04-31',
    '10000-01-01',
    '2026-1-1',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    'morgen',
    `2026-01-01${'x'.repeat(10_000)}`,
  ])('refuses %s as an invalid date', (text) => {
    expect(errorsOf(CalendarDateSchema, text)).toEqual([
      { code: 'validation.invalid_date', field: 'when' },
    ]);
  });

  it.each(['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])(
    'refuses %s as out of range',
    (text) => {
      expect(errorsOf(CalendarDateSchema, text)).toEqual([
        { code: 'validation.date_out_of_range', field: 'when' },
      ]);
    },
  );

  it('accepts the first and last day of the range', () => {
    expect(CalendarDateSchema.parse('1900-01-01')).toBe('1900-01-01');
    expect(CalendarDateSchema.parse('2100-12-31')).toBe('2100-12-31');
  });

  it('calls nothing entered required and anything but text invalid', () => {
    expect(errorsOf(CalendarDateSchema, '')).toEqual([
      { code: 'validation.required', field: 'when' },
    ]);
    expect(errorsOf(CalendarDateSchema, 20260101)).toEqual([
      { code: 'validation.invalid', field: 'when' },
    ]);
  });
});

describe('DateTimeSchema', () => {
  it('accepts every real instant in the accepted years with any offset up to ±14:00', () => {
    fc.assert(
      fc.property(
        realDay,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined }),
        offset,
        ({ year, month: m, day, text }, hours, minutes, seconds, millis, zone) => {
          const fraction = millis === undefined ? '' : `.${pad(millis, 3)}`;
          const value = `${text}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}${fraction}${zone}`;
          expect(DateTimeSchema.parse(value)).toBe(value);
          // The instant is the one written: back at the written offset, the same wall time.
          const offsetMinutes =
            zone === 'Z'
              ? 0
              : (zone.startsWith('-') ? -1 : 1) *
                (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
          const wall = new Date(Date.parse(value) + offsetMinutes * 60_000);
          expect(wall.getUTCFullYear()).toBe(year);
          expect([wall.getUTCMonth() + 1, wall.getUTCDate()]).toEqual([m, day]);
          expect([wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds()]).toEqual([
            hours,
            minutes,
            seconds,
          ]);
        },
      ),
    );
  });

  it('refuses every impossible day-of-month as an invalid date', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(inRangeYear, month)
          .chain(([year, m]) =>
            fc
              .integer({ min: daysInMonth(year, m) + 1, max: 99 })
              .map((day) => `${pad(year, 4)}-${pad(m)}-${pad(day)}T20:00:00+01:00`),
          ),
        (value) => {
          expect(isDateTime(value)).toBe(false);
          expect(errorsOf(DateTimeSchema, value)).toEqual([
            { code: 'validation.invalid_date', field: 'when' },
          ]);
        },
      ),
    );
  });

  it.each([
    '2026-02-30T20:00:00Z',
    '2026-13-01T20:00:00Z',
    '2026-06-01T24:00:00Z',
    '2026-06-01T23:60:00Z',
    '2026-06-01T23:59:60Z',
    '2026-06-01T20:00:00+25:00',
    '2026-06-01T20:00:00+14:01',
    '2026-06-01T20:00:00-15:00',
    '2026-06-01T20:00:00+01:60',
    '2026-06-01T20:00:00',
    '2026-06-01T20:00Z',
    '2026-06-01',
    '2026-06-01T20:00:00.1234567890Z',
    '+010000-01-01T00:00:00Z',
    'jetzt',
  ])('refuses %s as an invalid date', (value) => {
    expect(errorsOf(DateTimeSchema, value)).toEqual([
      { code: 'validation.invalid_date', field: 'when' },
    ]);
  });

  it.each(['0000-01-01T00:00:00Z', '1899-12-31T23:59:59+01:00', '9999-12-31T23:59:59-14:00'])(
    'refuses %s as out of range',
    (value) => {
      expect(errorsOf(DateTimeSchema, value)).toEqual([
        { code: 'validation.date_out_of_range', field: 'when' },
      ]);
    },
  );

  it('accepts the offsets in use at both ends', () => {
    expect(isDateTime('2026-06-01T20:00:00+14:00')).toBe(true);
    expect(isDateTime('2026-06-01T20:00:00-12:00')).toBe(true);
    expect(isDateTime('2026-06-01T20:00:00.123456Z')).toBe(true);
  });
});

describe('the out-of-range text', () => {
  it('names the accepted years in both languages', () => {
    const { de, en } = ERROR_CATALOGUE['validation.date_out_of_range'];
    for (const text of [de, en]) {
      expect(text).toContain(String(DATE_INPUT_YEARS.min));
      expect(text).toContain(String(DATE_INPUT_YEARS.max));
    }
  });
});
