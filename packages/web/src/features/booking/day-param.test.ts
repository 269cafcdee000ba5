import { describe, expect, it } from 'vitest';
import { dayParamError } from './day-param.ts';

describe('dayParamError', () => {
  it('answers what the server would for a day of a filter', () => {
    expect(dayParamError(null)).toBeUndefined();
    expect(dayParamError('')).toBeUndefined();
    expect(dayParamError('2030-02-28')).toBeUndefined();
    expect(dayParamError('2028-02-29')).toBeUndefined();
    expect(dayParamError('2030-02-30')).toBe('validation.invalid_date');
    expect(dayParamError('2030-13-01')).toBe('validation.invalid_date');
    expect(dayParamError('morgen')).toBe('validation.invalid_date');
    expect(dayParamError('0026-06-01')).toBe('validation.date_out_of_range');
    expect(dayParamError('2101-01-01')).toBe('validation.date_out_of_range');
  });
});
