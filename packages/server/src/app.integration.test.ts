import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, CLIENT_VERSION, HealthSchema } from '@backline/domain';
import { buildApp } from './app.ts';
import { bearer, buildTestApp, signIn, type TestApp } from './test/build-test-app.ts';
import { securityHeaders } from './plugins/security.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    seed: true,
    beforeReady: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('relation "users" does not exist at SELECT password_hash FROM users');
      });
    },
  });
});

afterAll(() => t?.dispose());

const expectApiError = (body: unknown) => expect(ApiErrorSchema.safeParse(body).success).toBe(true);

describe('health', () => {
  it('answers 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(HealthSchema.parse(response.json())).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers 503 server.unavailable when the database does not', async () => {
    const app = await buildApp({
      config: t.config,
      database: { ...t.database, ping: () => Promise.reject(new Error('connection refused')) },
      logger: false,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'server.unavailable' });
    } finally {
      await app.close();
    }
  });
});

describe('response headers', () => {
  it('sends a JSON answer the API set of security headers: it loads nothing, framed nowhere', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it("gives documents the web app's CSP, with no inline script but the build's own", () => {
    const headers = securityHeaders({ appUrl: 'http://localhost:3000' });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const directives = String(headers['content-security-policy']).split(';');
    expect(directives).toContain("frame-ancestors 'none'");
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("img-src 'self' data: blob: https:");
    expect(directives).toContain("connect-src 'self' ws://localhost:3000");
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("script-src-attr 'none'");
    const withHash = securityHeaders({
      appUrl: 'https://backline.example',
      inlineScriptHashes: ["'sha256-abc='"],
    });
    expect(String(withHash['content-security-policy']).split(';')).toContain(
      "script-src 'self' 'sha256-abc='",
    );
    expect(withHash['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('puts the client version, render mode and IR flag on a 200', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-client-version']).toBe(CLIENT_VERSION);
    expect(response.headers['x-render-mode']).toBe('spa');
    expect(response.headers['x-ir-flag']).toBe('0');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the client version headers off a rejection', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-client-version']).toBeUndefined();
  });

  it('echoes a harmless request id and replaces a bad one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('site configuration', () => {
  it('answers the client version, public site and house ads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      clientVersion: CLIENT_VERSION,
      publicSiteUrl: null,
      houseAds: t.config.houseAds,
    });
  });
});

describe('error handling', () => {
  it('answers an unknown API path with 404 request.not_found', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing/here/at-all' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'request.not_found' });
    expectApiError(response.json());
  });

  it('answers malformed JSON with 422 request.malformed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'request.malformed' });
  });

  it('refuses a prototype-polluting JSON body without a server error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.de","password":"x","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(422);
    expectApiError(response.json());
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=demo@backline.test',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'request.unsupported_media_type' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'request.too_large' });
  });

  it('answers bad input with 422 and names the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email: 'not-an-address', password: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'validation.email',
      message: 'Bitte gib eine gültige E-Mail-Adresse ein',
      field: 'email',
      errors: [
        {
          code: 'validation.email',
          message: 'Bitte gib eine gültige E-Mail-Adresse ein',
          field: 'email',
        },
      ],
    });
  });

  it('names the first missing field of an empty body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/token' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation.required', field: 'email' });
  });

  it('answers in English when the caller prefers English', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { 'accept-language': 'en-GB,en;q=0.9,de;q=0.5' },
    });
    expect(response.json()).toEqual({ code: 'auth.required', message: 'Authentication required' });
  });

  it('answers an unexpected failure with 500 server.backend_error and no details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'server.backend_error', message: 'Serverfehler' });
    expect(response.body).not.toMatch(/users|SELECT|stack|at /);
  });
});

describe('device and client headers', () => {
  it('ignores malformed device info instead of failing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'x-device-info': '{not json', 'x-object-user': '../../etc', 'x-client-id': 'web' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('treats a malformed bearer header as no session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: 'Bearer a b c' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('bad input that fails below the routes', () => {
  it('answers a broken %-escape in the path in the error schema, not with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/sessions/%E0%A4%A' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'request.malformed' });
    expectApiError(response.json());
  });

  it('answers an over-long path parameter as not found', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/user/${'a'.repeat(200)}` });
    expect(response.statusCode).toBe(404);
    expectApiError(response.json());
  });

  it('answers text PostgreSQL cannot store (a NUL character) with 422, not 500', async () => {
    const session = await signIn(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/settings',
      headers: bearer(session),
      payload: { name: `Nul${String.fromCharCode(0)}Byte` },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation.invalid' });
  });
});
