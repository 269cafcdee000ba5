/**
 * The date fields of a route's zod (mini) schemas, for the generated date test
 * (`date-inputs.integration.test.ts`), and the bad dates it sends to each.
 *
 * A date field is a string schema of zod's ISO formats `date` or `datetime` (the domain's
 * `CalendarDateSchema` and `DateTimeSchema` are built on them, which is also how the OpenAPI
 * document says `format: date` / `date-time`). A raw `z.iso.date()` added later is found too, and
 * then fails the test unless it refuses impossible dates as the domain's schemas do.
 */

export type DateKind = 'date' | 'datetime';

/** One leaf of an input: its path (`'*'` for any element of a list) and its date kind, if any. */
export type InputLeaf = { path: (string | '*')[]; date: DateKind | null };

type ZodDef = Record<string, unknown> & { type?: string };
const defOf = (schema: unknown): ZodDef | undefined =>
  (schema as { _zod?: { def?: ZodDef } } | null)?._zod?.def;

/** The date kind of a string schema: by its own format or a format check on it. */
function dateKindOf(def: ZodDef): DateKind | null {
  const formats = [
    def.format,
    ...((def.checks as unknown[] | undefined) ?? []).map((check) => defOf(check)?.format),
  ];
  if (formats.includes('datetime')) return 'datetime';
  if (formats.includes('date')) return 'date';
  return null;
}

/** Every leaf of an input schema, looking through optional, nullable, default, pipe, unions. */
export function inputLeaves(schema: unknown, path: (string | '*')[] = [], depth = 0): InputLeaf[] {
  const def = defOf(schema);
  if (!def || depth > 12) return [];
  const inner = (next: unknown, at = path) => inputLeaves(next, at, depth + 1);
  switch (def.type) {
    case 'object':
      return Object.entries((def.shape as Record<string, unknown> | undefined) ?? {}).flatMap(
        ([key, value]) => inner(value, [...path, key]),
      );
    case 'array':
      return inner(def.element, [...path, '*']);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'union':
      return dedupe(((def.options as unknown[] | undefined) ?? []).flatMap((o) => inner(o)));
    case 'intersection':
      return dedupe([...inner(def.left), ...inner(def.right)]);
    case 'string':
      return [{ path, date: dateKindOf(def) }];
    default:
      return [{ path, date: null }];
  }
}

function dedupe(leaves: InputLeaf[]): InputLeaf[] {
  const seen = new Map<string, InputLeaf>();
  for (const leaf of leaves) {
    const key = leaf.path.join('.');
    if (!seen.has(key) || leaf.date) seen.set(key, leaf);
  }
  return [...seen.values()];
}

/** Field names that say "date": a leaf so named must be a date schema (or have its own rule). */
export const DATE_LIKE_NAME = /^(from|to|until|date|day|deadline|birthday|birthdate)$|(At|Until)$/;

/** A bad value and the codes a correct answer may carry for it. */
export type BadDate = { value: unknown; codes: readonly string[] };

const DATE_CODES = ['validation.invalid_date', 'validation.date_out_of_range'] as const;
const bad = (values: readonly unknown[], codes: readonly string[] = DATE_CODES): BadDate[] =>
  values.map((value) => ({ value, codes }));

const LONG = `2026-06-01${'9'.repeat(10_000)}`;

/** Text that is no date of either kind. */
const GARBAGE = [
  'morgen',
  'null',
  'NaN',
  '2026',
  '2026-06',
  '06/01/2026',
  '01.06.2026',
  ' 2026-06-01',
  '2026-06-01 ',
  '２０２６-06-01',
  "2026-06-01' OR 1=1 --",
  LONG,
];

/** Bad `YYYY-MM-DD` values: impossible days, years out of range, wrong shapes. */
const BAD_CALENDAR_DATES = [
  '2026-00-10',
  '2026-13-01',
  '2026-99-01',
  '2026-12-00',
  '2026-12-32',
  '2026-02-30',
  '2025-02-29',
  '2100-02-29',
  '2026-04-31',
  '2026-1-1',
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '2101-01-01',
  '9999-12-31',
  '10000-01-01',
  '+010000-01-01',
  '-2026-01-01',
  '2026-06-01T20:00:00Z',
];

/** Bad ISO date-times: impossible days and times, offsets, years out of range, wrong shapes. */
const BAD_DATE_TIMES = [
  '2026-00-10T20:00:00Z',
  '2026-13-01T20:00:00Z',
  '2026-12-00T20:00:00Z',
  '2026-12-32T20:00:00Z',
  '2026-02-30T20:00:00Z',
  '2025-02-29T20:00:00+01:00',
  '2026-04-31T20:00:00.000Z',
  '2026-06-01T24:00:00Z',
  '2026-06-01T23:60:00Z',
  '2026-06-01T23:59:60Z',
  '2026-06-01T20:00:00+25:00',
  '2026-06-01T20:00:00+14:30',
  '2026-06-01T20:00:00-15:00',
  '2026-06-01T20:00:00+01:60',
  '2026-06-01T20:00:00',
  '2026-06-01T20:00Z',
  '2026-06-01',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1899-12-31T23:59:59Z',
  '2101-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59-12:00',
  '10000-01-01T00:00:00Z',
  '+010000-01-01T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
];

/** The corpus for one field: in a query string every value is text. */
export function badDates(kind: DateKind, where: 'body' | 'querystring'): BadDate[] {
  const texts = [...(kind === 'date' ? BAD_CALENDAR_DATES : BAD_DATE_TIMES), ...GARBAGE];
  const corpus = [...bad(texts), ...bad([''], ['validation.required'])];
  if (where === 'querystring') return corpus;
  return [
    ...corpus,
    ...bad([20260601, -1, 0, 1.5, true, {}, [], ['2026-06-01']], ['validation.invalid']),
  ];
}

/**
 * Dates with a rule of their own (not a date schema): each with the values it must refuse and
 * the codes it may answer. The birthday's range is relative to today (16 to 120 years ago).
 */
export const OWN_RULE_DATES: Readonly<Record<string, readonly BadDate[]>> = {
  birthday: bad(
    [
      '2026-02-30',
      '2025-02-29',
      '1990-13-01',
      '1990-12-32',
      '0000-01-01',
      '9999-12-31',
      'morgen',
      LONG,
      20000101,
    ],
    ['validation.invalid_date', 'validation.min_age', 'validation.too_long', 'validation.invalid'],
  ),
};
