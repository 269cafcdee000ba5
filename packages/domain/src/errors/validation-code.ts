import { isErrorCode, type ErrorCode } from './error-codes.ts';

/**
 * What a validator reports about one input: a zod issue, or the same fields as
 * fastify-type-provider-zod passes them on (`keyword` as `code`, `params` spread).
 */
export type ValidationIssue = {
  code: string;
  path?: readonly PropertyKey[];
  origin?: unknown;
  format?: unknown;
  expected?: unknown;
  /** A rule's own catalogue code rides here (`ruleCheck`, `fieldRule`). */
  params?: unknown;
};

/** One invalid input and its catalogue code; `field` is the dotted path (none: the whole input). */
export type FieldError = { code: ErrorCode; field?: string };

/** The value at fault is not at hand (a parse inside a service): never read as missing. */
export const UNKNOWN_INPUT: unique symbol = Symbol('unknown input');

/** Date and time formats of zod (`z.iso.date()`, `z.iso.datetime()`, …). */
const DATE_FORMATS: readonly unknown[] = ['date', 'datetime', 'time', 'duration'];

/**
 * Nothing entered: no value, NaN (what a form makes of an empty number input; JSON sends it as
 * null) or text of blanks only (schemas trim).
 */
const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  Number.isNaN(value) ||
  (typeof value === 'string' && value.trim() === '');

/**
 * The most fitting code for one issue about `value` (the input at the issue's path): a domain
 * rule's own code (`rule-check.ts`); nothing entered (blank text, NaN, an empty list that needs
 * entries) → required; lengths of texts and lists → too short / too long; e-mail, number and date
 * inputs their own texts; anything else → invalid. The server answers with it and the web's forms
 * show the same texts for the same mistakes.
 */
export function validationCode(issue: ValidationIssue, value: unknown): ErrorCode {
  // A rule of the domain names its code itself ('Passwords don't match', 'Terms required'),
  // also for a missing value: the rule decided what missing means.
  const named = ruleCode(issue);
  if (named) return named;
  // Nothing entered fails any check as "required".
  if (isBlank(value)) return 'validation.required';
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array' && Array.isArray(value) && value.length === 0) {
        return 'validation.required';
      }
      return issue.origin === 'string' || issue.origin === 'array'
        ? 'validation.too_short'
        : 'validation.invalid';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? 'validation.too_long'
        : 'validation.invalid';
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.email';
      return DATE_FORMATS.includes(issue.format) ? 'validation.invalid_date' : 'validation.invalid';
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') {
        return 'validation.numbers_only';
      }
      return issue.expected === 'date' ? 'validation.invalid_date' : 'validation.invalid';
    default:
      return 'validation.invalid';
  }
}

/** The code a domain rule put on its issue (`rule-check.ts`), if any. */
function ruleCode(issue: ValidationIssue): ErrorCode | undefined {
  if (issue.code !== 'custom' || typeof issue.params !== 'object' || issue.params === null) {
    return undefined;
  }
  const { code } = issue.params as { code?: unknown };
  return isErrorCode(code) ? code : undefined;
}

/**
 * A zod error map that makes each issue's message its catalogue code:
 * `schema.safeParse(value, { error: catalogueErrorMap })`. zod hands the map the value at the
 * issue's path as `input` (absent for a missing key, which reads as required). A message a schema
 * sets itself would win over the map, so domain schemas set none.
 */
export function catalogueErrorMap(issue: ValidationIssue & { input?: unknown }): ErrorCode {
  return validationCode(issue, issue.input);
}

/** The value at `path` inside `root`; undefined where the path leaves the input. */
export function valueAtPath(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.hasOwn(current, key)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** The dotted field name of a path (`dates.0.startsAt`), none for the whole input. */
export const fieldOfPath = (path: readonly PropertyKey[] | undefined): string | undefined =>
  path && path.length > 0 ? path.map(String).join('.') : undefined;

/**
 * One entry per invalid field, from its first issue, in the order of the issues (so the first
 * entry is the first issue's): what a client needs to mark every invalid field at once. `input`
 * is what was validated, or `UNKNOWN_INPUT`.
 */
export function fieldErrors(issues: readonly ValidationIssue[], input: unknown): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = fieldOfPath(issue.path);
    const key = field ?? '';
    if (seen.has(key)) continue;
    seen.add(key);
    const code = validationCode(
      issue,
      input === UNKNOWN_INPUT ? UNKNOWN_INPUT : valueAtPath(input, issue.path ?? []),
    );
    errors.push(field === undefined ? { code } : { code, field });
  }
  return errors;
}
