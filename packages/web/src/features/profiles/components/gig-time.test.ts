import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './gig-time.ts';

describe('gig times', () => {
  it('converts between the date-time input and ISO with the browser offset', () => {
    const local = '2026-12-05T20:00';
    const iso = fromLocalInput(local);
    expect(iso).toMatch(/^2026-12-05T20:00:00[+-]\d{2}:\d{2}$/);
    expect(toLocalInput(iso)).toBe(local);
    expect(new Date(iso).getTime()).toBe(new Date(local).getTime());
  });

  it('keeps an empty input empty', () => {
    expect(fromLocalInput('')).toBe('');
    expect(toLocalInput('')).toBe('');
  });
});
