import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { euroTextToCents } from './pay.rules.ts';

describe('euroTextToCents', () => {
  it('reads whole euros and both decimal marks', () => {
    expect(euroTextToCents('12')).toBe(1200);
    expect(euroTextToCents(' 12,5 ')).toBe(1250);
    expect(euroTextToCents('12.50')).toBe(1250);
    expect(euroTextToCents('0,07')).toBe(7);
  });

  it('is null for nothing entered and NaN for what is no amount', () => {
    expect(euroTextToCents('')).toBeNull();
    expect(euroTextToCents('   ')).toBeNull();
    for (const text of ['abc', '12,345', '-5', '1.234,56', '12,', ',5', '1e3']) {
      expect(euroTextToCents(text), text).toBeNaN();
    }
  });

  it('round-trips any amount in cents written with either mark', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.constantFrom(',', '.'),
        (cents, mark) => {
          const text = `${Math.floor(cents / 100)}${mark}${String(cents % 100).padStart(2, '0')}`;
          expect(euroTextToCents(text)).toBe(cents);
        },
      ),
    );
  });
});
