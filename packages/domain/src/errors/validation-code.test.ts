import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { EmailSchema, PasswordSchema } from '../accounts/user.schema.ts';
import { OfferInputSchema } from '../booking/offer.schema.ts';
import { UpdateProfileInputSchema } from '../profiles/profile.schema.ts';
import { ERROR_CODES, type ErrorCode } from './error-codes.ts';
import {
  UNKNOWN_INPUT,
  catalogueErrorMap,
  fieldErrors,
  validationCode,
  valueAtPath,
} from './validation-code.ts';
import { fieldRule } from './rule-check.ts';

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

  it("answers a domain rule's own code, even for a missing value, and only a catalogue code", () => {
    const rule = {
      code: 'custom',
      path: ['acceptTerms'],
      params: { code: 'validation.terms_required' },
    };
    expect(validationCode(rule, false)).toBe('validation.terms_required');
    expect(validationCode(rule, undefined)).toBe('validation.terms_required');
    expect(validationCode({ ...rule, params: { code: 'no.such_code' } }, 'x')).toBe(
      'validation.invalid',
    );
    expect(validationCode({ ...rule, code: 'too_small', origin: 'string' }, 'x')).toBe(
      'validation.too_short',
    );
  });

  it('falls back to invalid for anything else', () => {
    expect(validationCode({ code: 'invalid_format', path: [], format: 'regex' }, 'x')).toBe(
      'validation.invalid',
    );
    expect(validationCode({ code: 'custom', path: [] }, 'x')).toBe('validation.invalid');
  });

  it('takes the catalogue code a rule names, and only a real one', () => {
    expect(
      validationCode({ code: 'custom', path: [], params: { code: 'link.unprocessable' } }, 'x'),
    ).toBe('link.unprocessable');
    expect(
      validationCode({ code: 'custom', path: [], params: { code: 'no.such_code' } }, 'x'),
    ).toBe('validation.invalid');
    // A rule decides itself what an empty value means (rules that allow one let it pass).
    expect(
      validationCode({ code: 'custom', path: [], params: { code: 'link.unprocessable' } }, ''),
    ).toBe('link.unprocessable');
  });
});

describe('validationCode: what counts as nothing entered', () => {
  it('reads NaN, blank text and an empty list that needs entries as required', () => {
    const number = { code: 'invalid_type', path: ['year'], expected: 'number' };
    expect(validationCode(number, Number.NaN)).toBe('validation.required');
    expect(validationCode(number, 'x')).toBe('validation.numbers_only');
    const title = { code: 'too_small', path: ['title'], origin: 'string' };
    expect(validationCode(title, '   ')).toBe('validation.required');
    expect(validationCode({ code: 'invalid_format', format: 'email' }, '')).toBe(
      'validation.required',
    );
    const dates = { code: 'too_small', path: ['dateIds'], origin: 'array' };
    expect(validationCode(dates, [])).toBe('validation.required');
    expect(validationCode(dates, ['a'])).toBe('validation.too_short');
  });

  it('calls a malformed ISO date, date-time or time an invalid date', () => {
    for (const format of ['date', 'datetime', 'time']) {
      expect(validationCode({ code: 'invalid_format', format }, '31.02.')).toBe(
        'validation.invalid_date',
      );
    }
  });
});

describe('catalogueErrorMap', () => {
  const Form = z.object({
    name: z.string().check(z.minLength(2), z.maxLength(10)),
    email: z.email(),
    age: z.number(),
    tags: z.array(z.string()).check(z.maxLength(1)),
    address: z.object({ city: z.string(), zip: z.string().check(z.regex(/^\d{5}$/)) }),
    accepted: z.literal(true),
  });

  /** The first issue's message per dotted path, as zod reports it with the map (as forms do). */
  const messages = (schema: z.ZodMiniType, value: unknown) => {
    const result = schema.safeParse(value, { error: catalogueErrorMap });
    const byPath: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) {
      byPath[issue.path.join('.')] ??= issue.message;
    }
    return byPath;
  };

  it('makes each issue message the catalogue code, reading the value zod hands it', () => {
    expect(
      messages(Form, {
        name: '',
        email: 'no-mail',
        age: 'zwölf',
        tags: ['a', 'b'],
        address: { zip: '12' },
        accepted: false,
      }),
    ).toEqual({
      name: 'validation.required',
      email: 'validation.email',
      age: 'validation.numbers_only',
      tags: 'validation.too_long',
      'address.city': 'validation.required',
      'address.zip': 'validation.invalid',
      accepted: 'validation.invalid',
    });
    expect(messages(Form, { name: 'x' })).toMatchObject({
      name: 'validation.too_short',
      email: 'validation.required',
      age: 'validation.required',
    });
  });

  it('makes a rule that names its code say that code, at its path', () => {
    const Rule = z.object({ website: z.string() }).check(
      fieldRule<{ website: string }>({
        field: 'website',
        code: 'link.unprocessable',
        needs: ['website'],
        holds: (value) => value.website.startsWith('https://'),
      }),
    );
    expect(messages(Rule, { website: 'ftp://x' })).toEqual({ website: 'link.unprocessable' });
    expect(messages(Rule, { website: 'https://x.example' })).toEqual({});
    // zod's own refine names its code the same way.
    const Refined = z
      .string()
      .check(z.refine(() => false, { params: { code: 'link.unprocessable' } }));
    expect(messages(Refined, 'x')).toEqual({ '': 'link.unprocessable' });
  });

  it('gives the server codes for the domain schemas the forms use', () => {
    expect(messages(EmailSchema, 'x')).toEqual({ '': 'validation.email' });
    expect(messages(PasswordSchema, '')).toEqual({ '': 'validation.required' });
    const offer = messages(OfferInputSchema, { title: '', wantedGenres: ['rock', 'rock'] });
    expect(offer['title']).toBe('validation.required');
    expect(offer['wantedGenres']).toBe('validation.invalid');
    expect(
      messages(UpdateProfileInputSchema, { instruments: ['no-such-instrument'] }),
    ).toMatchObject({ 'instruments.0': 'validation.invalid', birthday: 'validation.required' });
  });

  it('answers a catalogue code for any value of any of these schemas', () => {
    const codes = new Set<string>(ERROR_CODES);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const schema of [Form, OfferInputSchema, UpdateProfileInputSchema]) {
          for (const message of Object.values(messages(schema, value))) {
            expect(codes.has(message)).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('fieldErrors', () => {
  it('lists one entry per field, its first issue, in the order of the issues', () => {
    const input = { name: '', email: 'x', dates: [{ startsAt: 'x' }] };
    expect(
      fieldErrors(
        [
          { code: 'too_small', path: ['name'], origin: 'string' },
          { code: 'invalid_format', path: ['email'], format: 'email' },
          { code: 'too_big', path: ['name'], origin: 'string' },
          { code: 'invalid_type', path: ['dates', 0, 'startsAt'], expected: 'date' },
          { code: 'invalid_type', path: ['phone'], expected: 'string' },
        ],
        input,
      ),
    ).toEqual<{ code: ErrorCode; field?: string }[]>([
      { code: 'validation.required', field: 'name' },
      { code: 'validation.email', field: 'email' },
      { code: 'validation.invalid_date', field: 'dates.0.startsAt' },
      { code: 'validation.required', field: 'phone' },
    ]);
  });

  it('names no field for an issue about the whole input', () => {
    expect(fieldErrors([{ code: 'invalid_type', path: [], expected: 'object' }], 'text')).toEqual([
      { code: 'validation.invalid' },
    ]);
  });

  it('never reads a value it does not have as missing', () => {
    expect(
      fieldErrors([{ code: 'invalid_type', path: ['age'], expected: 'number' }], UNKNOWN_INPUT),
    ).toEqual([{ code: 'validation.numbers_only', field: 'age' }]);
  });

  it('finds values along the path, own properties only', () => {
    expect(valueAtPath({ a: [{ b: 1 }] }, ['a', 0, 'b'])).toBe(1);
    expect(valueAtPath({ a: 1 }, ['a', 'b'])).toBeUndefined();
    expect(valueAtPath({}, ['toString'])).toBeUndefined();
  });
});
