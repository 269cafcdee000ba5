import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiErrorSchema } from '@backline/domain';
import { buildTestApp, nextTestAddress, type TestApp } from '../build-test-app.ts';
import { collectRoutes } from './collect-routes.ts';
import {
  LEAK_PATTERNS,
  fieldNames,
  malformedRequest,
  type Caller,
  type MalformedRequest,
} from './malformed-requests.ts';
import { KNOWN_DEFECTS } from './known-defects.ts';
import { createFixtures, type Fixtures } from './role-contexts.ts';

/**
 * quality.md "Bad input": per route at least 100 generated malformed requests, as a visitor and a
 * signed-in musician (and a site admin on the admin routes): never 5xx, every rejection above 400
 * in the error schema, nothing of a stack trace or SQL in any body.
 */
const RUNS_PER_ROUTE = 100;
/** Requests in flight at once. */
const BATCH = 10;

// Built at load time: the routes must be known when the tests are collected.
const routes = collectRoutes();
const t: TestApp = await buildTestApp({ onRoute: routes.onRoute });
let fx: Fixtures;
/** Every status seen, over all routes. */
const seen = new Map<number, number>();

beforeAll(async () => {
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t.dispose();
});

type SignedInCaller = Exclude<Caller, 'visitor'>;

/**
 * A fresh session per request (from a pool made in one insert): a run that signs out or ends
 * sessions cannot spoil the next.
 */
async function sessionPools(callers: Caller[], size: number) {
  const pools: Partial<Record<SignedInCaller, string[]>> = {};
  if (callers.includes('musician')) {
    pools.musician = await fx.createSessions((await fx.createAccount()).id, size);
  }
  if (callers.includes('admin')) {
    const admin = await fx.createAccount({ type: 'private', role: 'admin', twoFactor: true });
    pools.admin = await fx.createSessions(admin.id, size);
  }
  return (caller: Caller): string | null => {
    if (caller === 'visitor') return null;
    const token = pools[caller]?.pop();
    if (!token) throw new Error(`The session pool of ${caller} is empty.`);
    return token;
  };
}

/** What is wrong with one answer, or null. */
function problemOf(status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status === 400) return 'answered 400 (rejections must be above 400)';
  if (status > 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `answered ${status} with a body that is not JSON`;
    }
    if (!ApiErrorSchema.safeParse(parsed).success)
      return `answered ${status} outside the error schema`;
  }
  const leak = LEAK_PATTERNS.find((pattern) => pattern.test(body));
  return leak ? `answer body matches ${leak}` : null;
}

describe('malformed requests never break a route', () => {
  it('covers the registered routes', () => {
    expect(routes.list().length).toBeGreaterThan(30);
  });

  it.each(routes.list())('%s', async (key) => {
    const route = routes.options(key);
    if (!route) throw new Error(`no options for ${key}`);
    const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
    const [method] = key.split(' ') as [string];
    const shape = {
      method,
      url: route.url,
      queryFields: fieldNames(schema.querystring),
      bodyFields: fieldNames(schema.body),
    };
    const callers: Caller[] = route.url.startsWith('/api/admin/')
      ? ['visitor', 'musician', 'admin']
      : ['visitor', 'musician'];
    const tokenOf = await sessionPools(callers, RUNS_PER_ROUTE);
    // Generated up front from a logged seed and sent in small parallel batches (the database
    // round trips overlap); a failure names the seed, so the run can be repeated.
    const seed = Date.now() ^ (Math.random() * 0x7fffffff);
    const requests = fc.sample(malformedRequest(shape, callers), { numRuns: RUNS_PER_ROUTE, seed });
    const problems: string[] = [];
    const send = async (request: MalformedRequest) => {
      const token = tokenOf(request.caller);
      const response = await t.app.inject({
        method: method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
        remoteAddress: nextTestAddress(),
      });
      seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
      const known = KNOWN_DEFECTS.some((defect) =>
        defect.matches(request, response.statusCode, response.body),
      );
      const problem = known ? null : problemOf(response.statusCode, response.body);
      if (problem) {
        problems.push(
          `${request.caller} (${request.label}) ${problem}: ` +
            `${request.url.slice(0, 200)} ${response.body.slice(0, 300)}`,
        );
      }
    };
    for (let start = 0; start < requests.length; start += BATCH) {
      await Promise.all(requests.slice(start, start + BATCH).map(send));
    }
    expect(requests).toHaveLength(RUNS_PER_ROUTE);
    expect(problems.slice(0, 5), `${key}, seed ${seed}`).toEqual([]);
  });

  it.each(KNOWN_DEFECTS.map((defect) => [defect.id, defect] as const))(
    'known defect %s is still there (remove it from known-defects.ts once fixed)',
    async (_id, defect) => {
      const { method, url, payload, caller } = defect.reproduce;
      const token = (await sessionPools([caller], 1))(caller);
      const response = await t.app.inject({
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload ? { payload } : {}),
        remoteAddress: nextTestAddress(),
      });
      expect(
        defect.stillBroken(response.statusCode, response.body),
        `${defect.id} answers ${response.statusCode} ${response.body.slice(0, 200)}: fixed?`,
      ).toBe(true);
    },
  );

  it('sent malformed input indeed: most answers were rejections', () => {
    const total = [...seen.values()].reduce((a, b) => a + b, 0);
    const rejected = [...seen].filter(([status]) => status > 400).reduce((a, [, n]) => a + n, 0);
    expect(total).toBeGreaterThanOrEqual(RUNS_PER_ROUTE * routes.list().length);
    expect(rejected / total).toBeGreaterThan(0.6);
  });
});
