import { describe, expect, it } from 'vitest';
import {
  DATE_OVERVIEW_DEFAULT_DAYS,
  DATE_OVERVIEW_MAX_DAYS,
  dateOverviewRange,
} from './date-overview.schema.ts';

describe('the date overview range', () => {
  const now = new Date('2030-06-15T13:00:00Z');

  it('starts today and covers the default number of days', () => {
    const range = dateOverviewRange({}, now);
    expect(range).toMatchObject({ ok: true, from: '2030-06-15' });
    if (!range.ok) return;
    expect(range.start.toISOString()).toBe('2030-06-15T00:00:00.000Z');
    expect((range.end.getTime() - range.start.getTime()) / 86_400_000).toBe(
      DATE_OVERVIEW_DEFAULT_DAYS,
    );
  });

  it('includes the last day and refuses ranges that end before they start or are too long', () => {
    const range = dateOverviewRange({ from: '2030-01-01', to: '2030-01-31' }, now);
    expect(range.ok && range.end.toISOString()).toBe('2030-02-01T00:00:00.000Z');
    expect(dateOverviewRange({ from: '2030-02-01', to: '2030-01-31' }, now)).toEqual({
      ok: false,
      field: 'to',
    });
    const tooLong = new Date(Date.parse('2030-01-01') + DATE_OVERVIEW_MAX_DAYS * 86_400_000);
    expect(
      dateOverviewRange({ from: '2030-01-01', to: tooLong.toISOString().slice(0, 10) }, now),
    ).toEqual({ ok: false, field: 'to' });
    expect(dateOverviewRange({ from: '2030-13-45' }, now)).toEqual({ ok: false, field: 'from' });
  });
});
