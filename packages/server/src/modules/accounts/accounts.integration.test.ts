import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CLIENT_VERSION, MeResponseSchema } from '@backline/domain';
import { sessions, users } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/index.ts';
import { hashSessionToken } from '../../platform/tokens.ts';
import { bearer, buildTestApp, signIn, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
});

afterAll(() => t?.dispose());

const postForm = (body: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token',
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

const sessionOf = async (token: string) => {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  if (!row) throw new Error('no session row for this token');
  return row;
};

describe('POST /api/token', () => {
  it('signs in with form fields and stores the device with a hashed token', async () => {
    const device = JSON.stringify({ platform: 'web', userAgent: 'vitest' });
    const response = await postForm(
      new URLSearchParams({
        email: DEMO_ACCOUNTS.musician.email,
        password: DEMO_PASSWORD,
        device,
      }).toString(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token } = response.json<{ token: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await sessionOf(token);
    expect(session.tokenHash).not.toBe(token);
    expect(session.device).toEqual({ platform: 'web', userAgent: 'vitest' });
    expect(session.revokedAt).toBeNull();
  });

  it('signs in with JSON, a device object and the e-mail in any case', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: {
        email: '  Demo@Backline.TEST ',
        password: DEMO_PASSWORD,
        device: { platform: 'android', model: 'Pixel' },
      },
    });
    expect(response.statusCode).toBe(200);
    const session = await sessionOf(response.json<{ token: string }>().token);
    expect(session.device).toEqual({ platform: 'android', model: 'Pixel' });
  });

  it('takes the device header when the body has no device', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email: DEMO_ACCOUNTS.musician.email, password: DEMO_PASSWORD },
      headers: { 'x-device-info': JSON.stringify({ platform: 'ios' }) },
    });
    const session = await sessionOf(response.json<{ token: string }>().token);
    expect(session.device).toEqual({ platform: 'ios' });
  });

  it('answers a wrong password and an unknown account with the same status and body', async () => {
    const wrongPassword = await postForm(
      `email=${encodeURIComponent(DEMO_ACCOUNTS.musician.email)}&password=Wrong-Passw0rd`,
    );
    const unknownAccount = await postForm(
      `email=${encodeURIComponent('niemand@backline.test')}&password=Wrong-Passw0rd`,
    );
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknownAccount.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownAccount.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual({
      code: 'auth.invalid_credentials',
      message: 'Unbekanntes Konto oder falsche Zugangsdaten',
    });
  });

  it('refuses an account that is not activated like an unknown one', async () => {
    const setActivated = (activatedAt: Date | null) =>
      t.database.db
        .update(users)
        .set({ activatedAt })
        .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    await setActivated(null);
    try {
      const response = await postForm(
        new URLSearchParams({
          email: DEMO_ACCOUNTS.admin.email,
          password: DEMO_PASSWORD,
        }).toString(),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'auth.invalid_credentials' });
    } finally {
      await setActivated(new Date());
    }
  });

  it('answers 422 with field device for device info that is not JSON', async () => {
    const response = await postForm(
      new URLSearchParams({
        email: DEMO_ACCOUNTS.musician.email,
        password: DEMO_PASSWORD,
        device: '{oops',
      }).toString(),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ field: 'device' });
  });
});

describe('GET /api/user/me', () => {
  it('answers 401 auth.required without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'auth.required', message: 'Anmeldung erforderlich' });
  });

  it('answers 401 for a token that was never issued', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer('x'.repeat(43)),
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers the signed-in user and the client version, never cached', async () => {
    const token = await signIn(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = MeResponseSchema.parse(response.json());
    expect(body.clientVersion).toBe(CLIENT_VERSION);
    expect(body.user).toMatchObject({
      name: DEMO_ACCOUNTS.musician.name,
      email: DEMO_ACCOUNTS.musician.email,
      type: 'musician',
      role: 'user',
      locale: 'de',
      // The demo musician owns the demo band (pages module, docs/decisions.md 20).
      pageTypes: { artist: true, organization: false },
    });
    expect(body.user.pages).toContainEqual(
      expect.objectContaining({ name: 'Lena & die Nachtfalter', resource: '/nachtfalter' }),
    );
    expect(body.user.resource).toBe(`/user/lena-hoffmann-${body.user.id}`);
  });

  it('knows the administrator by role', async () => {
    const token = await signIn(t.app, DEMO_ACCOUNTS.admin.email);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(token),
    });
    expect(response.json()).toMatchObject({ user: { role: 'admin' } });
  });
});

describe('GET /api/user/logout', () => {
  it('revokes the session at once', async () => {
    const token = await signIn(t.app);
    const other = await signIn(t.app);
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/user/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ loggedOut: true });
    expect((await sessionOf(token)).revokedAt).toBeInstanceOf(Date);

    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    // Other devices stay signed in.
    const otherMe = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(other),
    });
    expect(otherMe.statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/user/ping', () => {
  it('records the device state and the time of use', async () => {
    const token = await signIn(t.app);
    const before = await sessionOf(token);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/ping',
      headers: { ...bearer(token), 'x-device-state': 'background' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const after = await sessionOf(token);
    expect(after.deviceState).toBe('background');
    expect(after.lastUsedAt.getTime()).toBeGreaterThan(before.lastUsedAt.getTime());
  });

  it('ignores a device state it does not know', async () => {
    const token = await signIn(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/ping',
      headers: { ...bearer(token), 'x-device-state': 'sleepwalking' },
    });
    expect(response.statusCode).toBe(200);
    expect((await sessionOf(token)).deviceState).toBeNull();
  });

  it('answers a visitor without a token and refuses a token that no longer works', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/user/ping' });
    expect(visitor.statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'GET',
      url: '/api/user/ping',
      headers: bearer('y'.repeat(43)),
    });
    expect(revoked.statusCode).toBe(401);
  });
});

describe('GET /api/user/{id}', () => {
  it('shows a private account to members but not to visitors', async () => {
    const [someone] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.type, 'private'))
      .limit(1);
    const url = `/api/user/${someone?.id}`;
    const visitor = await t.app.inject({ method: 'GET', url });
    expect(visitor.statusCode).toBe(404);
    const member = await t.app.inject({ method: 'GET', url, headers: bearer(await signIn(t.app)) });
    expect(member.statusCode).toBe(200);
    expect(member.json()).not.toHaveProperty('email');
  });
});
