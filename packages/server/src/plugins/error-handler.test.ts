import { describe, expect, it } from 'vitest';
import { validationCode } from './error-handler.ts';

describe('validationCode', () => {
  it('calls a missing or empty value required', () => {
    expect(
      validationCode({ code: 'invalid_type', path: ['email'], expected: 'string' }, undefined),
    ).toBe('validation.required');
    expect(validationCode({ code: 'too_small', path: ['name'], origin: 'string' }, '')).toBe(
      'validation.required',
    );
  });

  it('tells too short from too long for strings and lists', () => {
    expect(validationCode({ code: 'too_small', path: [], origin: 'string' }, 'ab')).toBe(
      'validation.too_short',
    );
    expect(validationCode({ code: 'too_big', path: [], origin: 'array' }, [1])).toBe(
      'validation.too_long',
    );
  });

  it('uses the e-mail, number and date messages where they fit', () => {
    expect(validationCode({ code: 'invalid_format', path: [], format: 'email' }, 'x')).toBe(
      'validation.email',
    );
    expect(validationCode({ code: 'invalid_type', path: [], expected: 'number' }, 'x')).toBe(
      'validation.numbers_only',
    );
    expect(validationCode({ code: 'invalid_type', path: [], expected: 'date' }, 'x')).toBe(
      'validation.invalid_date',
    );
  });

  it('falls back to invalid for anything else', () => {
    expect(validationCode({ code: 'invalid_format', path: [], format: 'regex' }, 'x')).toBe(
      'validation.invalid',
    );
    expect(validationCode({ code: 'custom', path: [] }, 'x')).toBe('validation.invalid');
  });
});
