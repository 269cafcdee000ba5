import { z } from 'zod/mini';
import type { ErrorCode } from './error-codes.ts';

/**
 * A rule of a domain schema that fails with its own catalogue code (e.g. `link.unprocessable`)
 * instead of `validation.invalid`: the issue carries the code in `params.code`, which
 * `validationCode` reads, so the server's answer and the form's message name it alike. `path`
 * puts the failure on a field of the object the rule checks.
 */
export function catalogueRule<T>(
  holds: (value: T) => boolean,
  code: ErrorCode,
  path: readonly PropertyKey[] = [],
) {
  return z.check<T>((ctx) => {
    if (holds(ctx.value)) return;
    ctx.issues.push({
      code: 'custom',
      path: [...path],
      input: ctx.value,
      params: { code },
      continue: true,
    });
  });
}

/**
 * A rule across the fields of an object schema ('the repeat equals the password', 'the terms are
 * ticked'): when `holds` is false, one issue on `field` with the catalogue code `code`. Unlike a
 * check of the object, it also runs when other fields are wrong (as long as the input is an
 * object and the fields it `needs` are valid themselves), so that a form marks every mistake at
 * once and the server lists it with the others.
 */
export function catalogueFieldRule<T extends Record<string, unknown>>(options: {
  field: keyof T & string;
  code: ErrorCode;
  needs: readonly (keyof T & string)[];
  holds: (value: T) => boolean;
}) {
  const { field, code, needs, holds } = options;
  return z.check<T>(
    (ctx) => {
      if (holds(ctx.value)) return;
      ctx.issues.push({
        code: 'custom',
        path: [field],
        input: ctx.value[field],
        params: { code },
        continue: true,
      });
    },
    {
      when: (ctx) =>
        ctx.issues.every((issue) => {
          const [first] = issue.path ?? [];
          return first !== undefined && !needs.includes(String(first));
        }),
    },
  );
}

/** Digits only, else 'Numbers only' (codes typed from a mail or an app); '' passes. */
export const digitsOnly = catalogueRule<string>(
  (text) => /^[0-9]*$/.test(text),
  'validation.numbers_only',
);
