import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, type ApiError } from '@backline/domain';
import { bearer, buildTestApp, nextTestAddress, type TestApp } from '../build-test-app.ts';
import { collectRoutes } from './collect-routes.ts';
import {
  DATE_LIKE_NAME,
  OWN_RULE_DATES,
  badDates,
  inputLeaves,
  type BadDate,
  type InputLeaf,
} from './date-fields.ts';
import { ACTIVE_ROLES, createFixtures, type Fixtures } from './role-contexts.ts';
import { ROUTE_MATRIX, routeOfKey, type MatrixRequest, type MatrixRow } from './route-matrix.ts';

/**
 * No impossible date ever gives a 500 (decisions.md "Date inputs"): every date field of every
 * route, found in the route's own zod schemas (body and query string), gets a corpus of bad dates
 * (month 00/13, day 00/32, 30 February, 29 February 2025, years 0000/9999/10000, 24:00, 23:60,
 * offsets +25:00, garbage, empty text, 10 KB, numbers) from a caller the authorization matrix
 * allows, inside the matrix's own valid request: each must be answered 422 naming the field with
 * a validation code. A new date field is covered without touching this file; one the matrix's
 * request cannot reach (an empty list) needs an entry in `LIST_FILLERS`.
 */

/** Requests in flight at once. */
const BATCH = 10;

/**
 * A valid element for a list the matrix's request leaves empty, so that a date inside it is
 * reached: route → list field → element.
 */
const LIST_FILLERS: Readonly<Record<string, Record<string, unknown>>> = {
  'PUT /api/user/profile': {
    gigs: [{ startsAt: '2024-05-01T20:00:00+02:00', address: 'Club Matrix, Berlin' }],
  },
};

/** Fields named like dates that are none, each with what it is. */
const NOT_DATES: Readonly<Record<string, string>> = {
  'GET /api/booking/:id/applications: querystring date': "the id of one of the offer's dates",
};

const routes = collectRoutes();
const t: TestApp = await buildTestApp({ onRoute: routes.onRoute });
let fx: Fixtures;

beforeAll(async () => {
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t.dispose();
});

type Part = 'body' | 'querystring' | 'params';
type DateField = InputLeaf & { part: Part; bad: readonly BadDate[] };

/** The route's fields that are dates (by schema, or by a rule of their own). */
function dateFieldsOf(key: string): DateField[] {
  const schema = (routes.options(key)?.schema ?? {}) as Partial<Record<Part, unknown>>;
  return (['params', 'querystring', 'body'] as const).flatMap((part) =>
    inputLeaves(schema[part]).flatMap((leaf): DateField[] => {
      const name = String(leaf.path.at(-1));
      const where = part === 'body' ? 'body' : 'querystring';
      if (leaf.date) return [{ ...leaf, part, bad: badDates(leaf.date, where) }];
      const own = OWN_RULE_DATES[name];
      return own ? [{ ...leaf, part, bad: own }] : [];
    }),
  );
}

/** Leaves named like dates that are no date schema and have no rule of their own. */
function undatedDateNames(key: string): string[] {
  const schema = (routes.options(key)?.schema ?? {}) as Partial<Record<Part, unknown>>;
  return (['params', 'querystring', 'body'] as const).flatMap((part) =>
    inputLeaves(schema[part])
      .filter((leaf) => {
        const name = String(leaf.path.at(-1));
        return !leaf.date && DATE_LIKE_NAME.test(name) && !(name in OWN_RULE_DATES);
      })
      .map((leaf) => `${part} ${leaf.path.join('.')}`),
  );
}

const DATED_ROUTES = routes.list().filter((key) => dateFieldsOf(key).length > 0);

/** The matrix row and role that may call the route successfully (2xx, no known defect). */
function allowedCall(key: string): { row: MatrixRow; role: (typeof ACTIVE_ROLES)[number] } {
  const rows = Object.entries(ROUTE_MATRIX).filter(([rowKey]) => routeOfKey(rowKey) === key);
  for (const [, row] of rows) {
    const role = ACTIVE_ROLES.find(
      (candidate) =>
        row.expect[candidate] >= 200 && row.expect[candidate] < 300 && !row.defects?.[candidate],
    );
    if (role) return { row, role };
  }
  throw new Error(`No matrix row of ${key} lets any role call it successfully.`);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The concrete path of a leaf inside `payload` (the first element of each list), or null. */
function concretePath(payload: unknown, path: InputLeaf['path']): (string | number)[] | null {
  const concrete: (string | number)[] = [];
  let current = payload;
  for (const [index, key] of path.entries()) {
    const last = index === path.length - 1;
    if (key === '*') {
      if (!Array.isArray(current) || current.length === 0) return null;
      concrete.push(0);
      current = current[0];
    } else {
      if (!isRecord(current)) return null;
      concrete.push(key);
      if (!last) current = current[key];
    }
  }
  return concrete;
}

/** A copy of `payload` with `value` at `path` (which `concretePath` found). */
function withValue(payload: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(payload) as Record<string | number, unknown>;
  let current = copy;
  for (const key of path.slice(0, -1)) current = current[key] as Record<string | number, unknown>;
  current[path.at(-1)!] = value;
  return copy;
}

function withQuery(url: string, name: string, value: unknown): string {
  const parsed = new URL(url, 'http://backline.test');
  parsed.searchParams.set(name, String(value));
  return `${parsed.pathname}${parsed.search}`;
}

describe('the generated date test finds the date fields', () => {
  it('finds the known ones (the walker sees through lists, optionals and unions)', () => {
    const found = Object.fromEntries(
      DATED_ROUTES.map((key) => [
        key,
        dateFieldsOf(key).map((field) => `${field.part} ${field.path.join('.')}`),
      ]),
    );
    expect(found).toMatchObject({
      'GET /api/booking': ['querystring from', 'querystring to'],
      'GET /api/booking/mine/dates': ['querystring from', 'querystring to'],
      'POST /api/booking': expect.arrayContaining(['body dates.*.startsAt', 'body applyUntil']),
      'POST /api/booking/:id/reschedule': ['body dates.*.startsAt'],
      'POST /api/admin/users/:id/community-ban': ['body until'],
      'PUT /api/user/profile': ['body birthday', 'body gigs.*.startsAt'],
    });
  });

  it('leaves no field named like a date without a date schema or a rule of its own', () => {
    const undated = routes
      .list()
      .flatMap((key) => undatedDateNames(key).map((field) => `${key}: ${field}`))
      .filter((field) => !(field in NOT_DATES));
    expect(
      undated,
      'Use CalendarDateSchema / DateTimeSchema (packages/domain/src/common/dates.schema.ts)',
    ).toEqual([]);
  });
});

describe('no impossible date gives a 500: every date field answers 422 on its field', () => {
  it.each(DATED_ROUTES)('%s', async (key) => {
    const { row, role } = allowedCall(key);
    const actor = await fx.createActor(role);
    const sample: MatrixRequest = await row.request({ app: t.app, fx, actor });
    const payload = { ...sample.payload, ...LIST_FILLERS[key] };
    const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const headers = { ...(actor.token ? bearer(actor.token) : {}), ...sample.headers };
    const send = (url: string, body: unknown) =>
      t.app.inject({
        method,
        url,
        headers,
        ...(method === 'GET' ? {} : { payload: body as Record<string, unknown> }),
        remoteAddress: nextTestAddress(),
      });

    const problems: string[] = [];
    const unreached: string[] = [];
    let sent = 0;
    for (const field of dateFieldsOf(key)) {
      const path =
        field.part === 'body' ? concretePath(payload, field.path) : field.path.map(String);
      if (!path) {
        unreached.push(field.path.join('.'));
        continue;
      }
      const name = path.join('.');
      const check = async ({ value, codes }: BadDate) => {
        const response =
          field.part === 'body'
            ? await send(sample.url, withValue(payload, path, value))
            : await send(withQuery(sample.url, name, value), undefined);
        sent += 1;
        const shown = JSON.stringify(value).slice(0, 40);
        if (response.statusCode !== 422) {
          problems.push(`${name}=${shown}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          return;
        }
        const body = ApiErrorSchema.safeParse(response.json());
        const error: ApiError | undefined = body.success ? body.data : undefined;
        const entry = error?.errors?.find((item) => item.field === name);
        if (error?.field !== name || !entry || !codes.includes(entry.code)) {
          problems.push(`${name}=${shown}: not ${codes.join('|')} on ${name}: ${response.body}`);
        }
      };
      for (let start = 0; start < field.bad.length; start += BATCH) {
        await Promise.all(field.bad.slice(start, start + BATCH).map(check));
      }
    }
    expect(unreached, `${key}: add an element to LIST_FILLERS`).toEqual([]);
    expect(problems, key).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(20);

    // The same request with its valid dates goes through: the caller was allowed all along, so
    // the 422s above were the dates' doing. (Last, since it may create something.)
    const valid = await send(sample.url, payload);
    expect(valid.statusCode, `${key} as ${role}: ${valid.body.slice(0, 300)}`).toBeLessThan(300);
  });
});
