import { z } from 'zod/mini';
import type { ErrorCode } from './error-codes.ts';
import type { FieldError } from './validation-code.ts';

/**
 * Rules that name their own catalogue code ('Passwords don't match', 'Numbers only'), for
 * `.check(…)` of a domain schema. Domain schemas set no messages (they would outrank the forms'
 * error map); a rule's issue carries its code in zod's `params` instead, which `validationCode`
 * answers on the server and `catalogueErrorMap` makes the message of in a form.
 */

/** Where a rule's issue keeps its code (`issue.params`). */
export type RuleParams = { code: ErrorCode };

/** A rule of one value: when `holds` is false, one issue with the catalogue code `code`. */
export function ruleCheck<T>(code: ErrorCode, holds: (value: T) => boolean): z.core.$ZodCheck<T> {
  return z.check<T>((payload) => {
    if (holds(payload.value)) return;
    payload.issues.push({
      code: 'custom',
      input: payload.value,
      params: { code } satisfies RuleParams,
      continue: true,
    });
  });
}

/**
 * A rule across the fields of an object schema ('the repeat equals the password', 'the terms are
 * accepted'): when `holds` is false, one issue on `field` with the catalogue code `code`. It runs
 * whenever the fields it `needs` are valid themselves, also when other fields are not, so that a
 * form marks every mistake at once.
 */
export function fieldRule<T extends Record<string, unknown>>(options: {
  field: keyof T & string;
  code: ErrorCode;
  needs: readonly (keyof T & string)[];
  holds: (value: T) => boolean;
}): z.core.$ZodCheck<T> {
  const { field, code, needs, holds } = options;
  return z.check<T>(
    (payload) => {
      if (holds(payload.value)) return;
      payload.issues.push({
        code: 'custom',
        path: [field],
        input: payload.value[field],
        params: { code } satisfies RuleParams,
        continue: true,
      });
    },
    {
      // Not when the input is no object at all, nor when a field it reads is wrong itself.
      when: (payload) =>
        payload.issues.every((issue) => {
          const [first] = issue.path ?? [];
          return first !== undefined && !needs.includes(String(first));
        }),
    },
  );
}

/** The path of a dotted field name: `dates.1.slots` → `['dates', 1, 'slots']`. */
const pathOf = (field: string): PropertyKey[] =>
  field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));

/**
 * Many rules across the fields of an object schema, as one domain rule function finds them
 * ('pay needs an amount', 'a date twice' on the repeated date's own field): each problem becomes
 * an issue on its field with its catalogue code. It runs whenever the input is an object, also
 * when fields are invalid themselves (a form marks every mistake at once), so `rules` must cope
 * with values of the wrong type.
 */
export function fieldRules<T>(rules: (value: T) => readonly FieldError[]): z.core.$ZodCheck<T> {
  return z.check<T>(
    (payload) => {
      for (const problem of rules(payload.value)) {
        payload.issues.push({
          code: 'custom',
          path: problem.field ? pathOf(problem.field) : [],
          input: payload.value,
          params: { code: problem.code } satisfies RuleParams,
          continue: true,
        });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/** Digits only, else 'Numbers only' (codes typed from a mail or an app); '' passes. */
export const digitsOnly = ruleCheck<string>('validation.numbers_only', (text) =>
  /^[0-9]*$/.test(text),
);
