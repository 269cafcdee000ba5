import fc from 'fast-check';

/**
 * Generators of malformed requests for the bad-input test (quality.md "Bad input"): wrong types,
 * missing and extra fields, `__proto__`/`constructor` keys, 100 KB strings, nesting 1,000 deep,
 * bad ids, wrong content types, form vs JSON, junk headers. Field names come from the route's own
 * schemas, so the junk reaches real fields and not only the "unknown key" path.
 */

/** The field names of a zod (mini) object schema, looking through optional, union, pipe, ... */
export function fieldNames(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 6) return [];
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.keys((def.shape as Record<string, unknown> | undefined) ?? {});
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return fieldNames(def.innerType, depth + 1);
    case 'pipe':
      return [...new Set([...fieldNames(def.in, depth + 1), ...fieldNames(def.out, depth + 1)])];
    case 'union':
      return [
        ...new Set(((def.options as unknown[]) ?? []).flatMap((o) => fieldNames(o, depth + 1))),
      ];
    case 'intersection':
      return [
        ...new Set([...fieldNames(def.left, depth + 1), ...fieldNames(def.right, depth + 1)]),
      ];
    default:
      return [];
  }
}

export type RouteShape = {
  method: string;
  /** Fastify pattern, e.g. `/api/admin/users/:id/login-key`. */
  url: string;
  queryFields: string[];
  bodyFields: string[];
};

export type Caller = 'visitor' | 'musician' | 'admin';

export type MalformedRequest = {
  caller: Caller;
  url: string;
  headers: Record<string, string>;
  /** Raw payload as sent; undefined sends none. */
  payload?: string;
  /** What was generated, for the failure message. */
  label: string;
};

const HUGE = 'x'.repeat(100_000);
const HUGE_UNICODE = 'ü€😀'.repeat(10_000);
const DEEP_ARRAY = `${'['.repeat(1000)}1${']'.repeat(1000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`;

/** Strings that have broken servers before. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    'null',
    'undefined',
    'NaN',
    '-1',
    '1e309',
    '0x1F',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '${7*7}',
    '__proto__',
    'constructor',
    'toString',
    '2026-02-30T25:61:00Z',
    '+491701234567',
    'a@b',
    '999999999999999999999999',
    HUGE,
    HUGE_UNICODE,
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Any JSON value in text form, including the dangerous shapes. */
const jsonValueText = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 3, arbitrary: nastyString.map((s) => JSON.stringify(s)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      DEEP_ARRAY,
      DEEP_OBJECT,
      '{"__proto__":{"role":"admin"}}',
      '{"constructor":{"prototype":{"role":"admin"}}}',
      '[]',
      '{}',
      'null',
      'true',
      '-0',
      '1e400',
      '12345678901234567890',
    ),
  },
);

/** A path parameter that is no valid id. */
const badId = fc.oneof(
  // Only dots would be resolved away by the URL (`/api/../x` is `/x`), never reaching the route.
  nastyString.filter((s) => s.length > 0 && !/^\.+$/.test(s)),
  fc.constantFrom('%E0%A4%A', '%', '%2F..%2F', '..x', 'a/b', 'ABCDEFGHIJ', 'me', '0'),
  fc.string({ minLength: 1, maxLength: 300 }).filter((s) => !/^\.+$/.test(s)),
);

const encodeSegment = (value: string) =>
  // Some raw percent sequences are kept as they are: broken escapes are part of the test.
  /^%[0-9A-Fa-f]?$|^%E0%A4%A$/.test(value) ? value : encodeURIComponent(value);

function objectText(entries: [string, string][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

/** A JSON body: the route's fields (some missing, wrong types), extra and polluting keys. */
function jsonBody(fields: string[]) {
  const own = fields.length
    ? fc
        .subarray(fields)
        .chain((keys) =>
          fc.tuple(
            ...keys.map((key) => jsonValueText.map((value) => [key, value] as [string, string])),
          ),
        )
    : fc.constant([] as [string, string][]);
  const extra = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'id'), fc.string()),
      jsonValueText,
    ),
    { maxLength: 3 },
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(own, extra).map(([a, b]) => objectText([...a, ...b])) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        DEEP_ARRAY,
        DEEP_OBJECT,
        '[]',
        '"text"',
        '42',
        'null',
        '{"a":',
        "{'a':1}",
        '',
        '\u0000',
        `{"x":"${HUGE}"}`,
      ),
    },
  );
}

/** A form body: the route's fields with junk, repeated keys (arrays) and bracket keys. */
function formBody(fields: string[]) {
  const keys = fc.oneof(
    fields.length ? fc.constantFrom(...fields) : fc.constant('x'),
    fc.constantFrom('__proto__', '__proto__[role]', 'constructor[prototype][role]', 'a[b][c]', ''),
    fc.string({ maxLength: 10 }),
  );
  return fc
    .array(fc.tuple(keys, nastyString), { maxLength: 6 })
    .map((pairs) =>
      pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
    );
}

const CONTENT_TYPES = fc.constantFrom(
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/x-www-form-urlencoded; charset=latin1',
  'application/json;;',
  '*/*',
);

type Body = { contentType?: string; payload?: string; label: string };

/** Some body, mostly fitting the route; sometimes in the wrong encoding or type. */
function body(shape: RouteShape): fc.Arbitrary<Body> {
  const json = jsonBody(shape.bodyFields);
  const form = formBody(shape.bodyFields);
  return fc.oneof(
    {
      weight: 5,
      arbitrary: json.map((payload) => ({
        contentType: 'application/json',
        payload,
        label: 'json',
      })),
    },
    {
      weight: 3,
      arbitrary: form.map((payload) => ({
        contentType: 'application/x-www-form-urlencoded',
        payload,
        label: 'form',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('application/json', 'application/x-www-form-urlencoded'), json, form)
        .map(
          // JSON sent as a form and a form sent as JSON.
          ([contentType, j, f]) => ({
            contentType,
            payload: contentType === 'application/json' ? f || 'a=1' : j,
            label: 'crossed',
          }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(CONTENT_TYPES, json).map(([contentType, payload]) => ({
        contentType,
        payload,
        label: `type ${contentType}`,
      })),
    },
    { weight: 1, arbitrary: fc.constant({ label: 'no body' }) },
    { weight: 1, arbitrary: json.map((payload) => ({ payload, label: 'no content type' })) },
  );
}

function query(fields: string[]) {
  const keys = fc.oneof(
    fields.length ? fc.constantFrom(...fields) : fc.constant('q'),
    fc.constantFrom('__proto__', 'constructor[prototype][x]', 'page', 'a[]'),
    fc.string({ maxLength: 8 }),
  );
  const value = fc.oneof(
    nastyString.filter((s) => s.length < 20_000),
    fc.constant(HUGE.slice(0, 8000)),
  );
  return fc
    .array(fc.tuple(keys, value), { maxLength: 5 })
    .map((pairs) =>
      pairs.length
        ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`
        : '',
    );
}

/** Junk in the spec's request headers (none of them may turn into a server error). */
const junkHeaders = fc
  .record(
    {
      authorization: fc.oneof(
        fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', `Bearer ${'A'.repeat(300)}`),
        fc.stringMatching(/^Bearer [A-Za-z0-9_-]{16,64}$/),
      ),
      'x-object-user': fc.oneof(fc.string({ maxLength: 20 }), fc.constant('ABCDEFGHIJ')),
      'x-device-info': fc.oneof(
        jsonValueText.filter((s) => s.length < 3000),
        fc.string(),
      ),
      'accept-language': fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('en;q=abc', '*', 'de-DE,de;q=0.9'),
      ),
      'x-device-state': fc.string({ maxLength: 20 }),
    },
    { requiredKeys: [] },
  )
  .map((headers) =>
    // Header values must be visible ASCII for HTTP; everything else is dropped, as a proxy would.
    Object.fromEntries(Object.entries(headers).filter(([, v]) => /^[\x20-\x7e]*$/.test(v))),
  );

/** A malformed request for the route, as one of the callers. */
export function malformedRequest(
  shape: RouteShape,
  callers: Caller[],
): fc.Arbitrary<MalformedRequest> {
  const params = [...shape.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const hasBody = shape.method !== 'GET' && shape.method !== 'DELETE';
  return fc
    .record({
      caller: fc.constantFrom(...callers),
      ids: fc.tuple(...params.map(() => badId)),
      query: query(shape.queryFields),
      body: hasBody ? body(shape) : fc.oneof(fc.constant<Body>({ label: 'no body' }), body(shape)),
      headers: fc.option(junkHeaders, { nil: undefined, freq: 3 }),
    })
    .map(({ caller, ids, query: search, body: b, headers }) => {
      let index = 0;
      const path = shape.url.replace(/:(\w+)/g, () => encodeSegment(ids[index++] ?? ''));
      const allHeaders: Record<string, string> = { ...headers };
      if (b.contentType) allHeaders['content-type'] = b.contentType;
      return {
        caller,
        url: `${path}${search}`,
        headers: allHeaders,
        payload: b.payload,
        label: `${b.label}${headers ? ' +junk headers' : ''}`,
      };
    });
}

/** Fragments that must never reach a caller: stack frames, file paths, SQL, raw error texts. */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /\n\s+at /,
  /\bat [\w$.<>]+ \((?:file:|node:|\/)/,
  /node_modules/,
  /\.ts:\d+/,
  /\bSELECT\b[\s\S]*\bFROM\b/,
  /\bINSERT INTO\b/,
  /\bUPDATE "?\w+"? SET\b/,
  /duplicate key value|violates .* constraint|syntax error at or near|relation "\w+"/,
  /\b(?:Type|Reference|Syntax|Range|Zod)?Error: /,
  /"stack"\s*:/,
];
