import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@backline/domain';
import { bearer, buildTestApp, nextTestAddress, signIn, type TestApp } from '../build-test-app.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../oidc-provider.ts';
import { collectRoutes, type RouteCollector } from './collect-routes.ts';
import { ACTIVE_ROLES, MATRIX_PASSWORD, createFixtures, type Fixtures } from './role-contexts.ts';
import { ROUTE_MATRIX, routeOfKey, type MatrixRow } from './route-matrix.ts';
import { MATRIX_OIDC_PROVIDER } from './route-matrix.sign-in.ts';
import { publishingMismatches } from './publishing-coverage.ts';

let t: TestApp;
let fx: Fixtures;
let idp: TestOidcProvider | undefined;
const routes: RouteCollector = collectRoutes();

const APP_URL = 'http://backline.test';
const OIDC_CLIENT = { clientId: 'backline', clientSecret: 'backline-secret-0123456789' };

beforeAll(async () => {
  // A real OpenID Connect provider, so that the external sign-in routes have one to start with.
  idp = await startTestOidcProvider([{ ...OIDC_CLIENT, redirectUri: `${APP_URL}/oauth` }]);
  t = await buildTestApp({
    onRoute: routes.onRoute,
    env: {
      APP_URL,
      OIDC_PROVIDERS: JSON.stringify([
        { id: MATRIX_OIDC_PROVIDER, name: 'Local ID', issuer: idp.issuer, ...OIDC_CLIENT },
      ]),
    },
  });
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
  await idp?.close();
});

const ROW_KEYS = Object.keys(ROUTE_MATRIX);

describe('the authorization matrix covers the app', () => {
  it('has a row for every registered route', () => {
    const covered = new Set(ROW_KEYS.map(routeOfKey));
    const missing = routes.list().filter((route) => !covered.has(route));
    expect(
      missing,
      `Routes without a row in src/test/authz/route-matrix.ts (add one per route, with the ` +
        `status every caller context must get): ${missing.join(', ')}`,
    ).toEqual([]);
  });

  it('has no row for a route that does not exist', () => {
    const registered = new Set(routes.list());
    const stale = ROW_KEYS.filter((key) => !registered.has(routeOfKey(key)));
    expect(stale, `Rows for routes that are not registered: ${stale.join(', ')}`).toEqual([]);
  });

  it('has GET and DELETE rows for every entity type of /api/:type/:id', () => {
    const missing = [...t.app.entityRegistry.types.keys()].flatMap((type) =>
      ['GET', 'DELETE']
        .map((method) => `${method} /api/:type/:id (${type}:`)
        .filter((prefix) => !ROW_KEYS.some((key) => key.startsWith(prefix))),
    );
    expect(
      missing,
      `Entity types without rows (key "METHOD /api/:type/:id (<type>: <object>)"): ${missing.join(', ')}`,
    ).toEqual([]);
  });

  it('excludes only HEAD, the OpenAPI docs and the static web files', () => {
    expect(
      routes.excluded().every((route) => /^(HEAD |\w+ \/api\/docs|\w+ \/\*?$)/.test(route)),
    ).toBe(true);
    expect(routes.list().length).toBeGreaterThan(30);
  });
});

describe('every writing route is classified: publishing (refused under a community ban) or not', () => {
  it('flags, matrix rows and the NOT_PUBLISHING list agree', () => {
    const problems = publishingMismatches(
      routes.list().map((key) => ({ key, publishes: routes.options(key)?.config?.publishes })),
      ROUTE_MATRIX,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('the role contexts are real', () => {
  it.each(ACTIVE_ROLES.filter((role) => role !== 'visitor'))(
    '%s signs in through POST /api/token and is recognised (deactivated: no longer)',
    async (role) => {
      const options = fx.accountOptionsOf(role);
      const account = await fx.createAccount(options);
      // Without a code, the roles with two-factor sign-in are asked for one.
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/token',
        payload: { email: account.email, password: MATRIX_PASSWORD },
        remoteAddress: nextTestAddress(),
      });
      expect(first.statusCode).toBe(options.twoFactor ? 422 : 200);
      const token = await signIn(t.app, account.email, MATRIX_PASSWORD);
      if (role === 'deactivated') await fx.deactivate(account.id);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: bearer(token),
        remoteAddress: nextTestAddress(),
      });
      if (role === 'deactivated') {
        expect(me.statusCode).toBe(401);
        return;
      }
      expect(me.statusCode).toBe(200);
      const { user } = me.json<{ user: { role: string; type: string } }>();
      expect({ role: user.role, type: user.type }).toEqual({
        role: options.role ?? 'user',
        type: options.type,
      });
    },
  );
});

/** Sends the row's request as the role's fresh caller; answers the status (and checks the body). */
async function statusOf(key: string, row: MatrixRow, role: (typeof ACTIVE_ROLES)[number]) {
  const actor = await fx.createActor(role);
  const sample = await row.request({ app: t.app, fx, actor });
  const method = key.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  const response = await t.app.inject({
    method,
    url: sample.url,
    headers: { ...(actor.token ? bearer(actor.token) : {}), ...sample.headers },
    ...(sample.body !== undefined
      ? { payload: sample.body }
      : sample.payload
        ? { payload: sample.payload }
        : {}),
    remoteAddress: nextTestAddress(),
  });
  let code: string | null = null;
  if (response.statusCode >= 400) {
    const parsed = ApiErrorSchema.safeParse(response.json());
    expect(parsed.success, `${key} as ${role}: ${response.body}`).toBe(true);
    code = parsed.data?.code ?? null;
  }
  return { status: response.statusCode, code, body: response.body };
}

describe('every route × every role context answers as the matrix says', () => {
  it.each(ROW_KEYS)('%s', async (key) => {
    const row = ROUTE_MATRIX[key] as MatrixRow;
    const seen = await Promise.all(ACTIVE_ROLES.map((role) => statusOf(key, row, role)));
    const mismatches: string[] = [];
    const fixedDefects: string[] = [];
    ACTIVE_ROLES.forEach((role, index) => {
      const { status, code, body } = seen[index] as Awaited<ReturnType<typeof statusOf>>;
      const defect = row.defects?.[role];
      const wantedCode = status === 401 ? 'auth.required' : row.codes?.[role];
      if (!defect && status === row.expect[role] && wantedCode && code !== wantedCode) {
        mismatches.push(`${role}: expected ${status} ${wantedCode}, got ${code}`);
      }
      if (defect) {
        if (status !== defect.actual) {
          fixedDefects.push(
            `${role}: the known defect (${defect.actual}, ${defect.reported}) now answers ${status}` +
              (status === row.expect[role] ? ': fixed, remove the defect entry' : ''),
          );
        }
      } else if (status !== row.expect[role]) {
        mismatches.push(
          `${role}: expected ${row.expect[role]}, got ${status} ${body.slice(0, 200)}`,
        );
      }
    });
    expect([...mismatches, ...fixedDefects], key).toEqual([]);
  });
});
