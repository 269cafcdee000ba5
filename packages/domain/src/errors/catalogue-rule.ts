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
