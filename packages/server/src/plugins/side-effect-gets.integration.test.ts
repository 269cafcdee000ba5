import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { DEMO_ACCOUNTS } from '../db/seed/index.ts';
import { bearer, buildTestApp, signIn, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await buildTestApp({ seed: true, onRoute: (route) => routes.push(route) });
});

afterAll(() => t?.dispose());

describe('HEAD on a GET that changes state', () => {
  it('does not end the session: HEAD /api/user/logout answers 405 and the token still works', async () => {
    const token = await signIn(t.app);
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/user/logout',
      headers: bearer(token),
    });
    expect(head.statusCode).toBe(405);
    expect(head.headers.allow).toBe('GET');
    expect(head.body).toBe('');

    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);

    // GET still logs out.
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/user/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
  });

  it("marks exactly the spec's state-changing GETs, and refuses HEAD on each", async () => {
    const marked = routes
      .filter((route) => route.method === 'GET' && route.config?.sideEffects)
      .map((route) => route.url)
      .sort();
    expect(marked).toEqual([
      '/api/user/email',
      '/api/user/logout',
      '/api/user/password',
      '/api/user/phone',
      '/api/user/ping',
    ]);
    const token = await signIn(t.app);
    for (const url of marked) {
      const head = await t.app.inject({
        method: 'HEAD',
        url: `${url}?email=${encodeURIComponent(DEMO_ACCOUNTS.musician.email)}`,
        headers: bearer(token),
      });
      expect(head.statusCode, url).toBe(405);
    }
  });

  it('still answers HEAD on reading GETs', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(head.statusCode).toBe(200);
  });
});
