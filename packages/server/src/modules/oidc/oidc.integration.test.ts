import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as client from 'openid-client';
import { externalIdentities, oidcFlows, users } from '../../db/schema/index.ts';
import { DEMO_ADMIN_TOTP_SECRET } from '../../db/seed/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { currentTotp } from '../two-factor/two-factor.service.ts';
import { bearer, buildTestApp, nextTestAddress, type TestApp } from '../../test/build-test-app.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';

const APP_URL = 'http://backline.test';
const CLIENT = { clientId: 'backline', clientSecret: 'backline-secret-0123456789' };
/** Another application at the same provider: its tokens are not meant for Backline. */
const OTHER = { clientId: 'other-app', clientSecret: 'other-secret-0123456789' };
const PASSWORD = 'Verknuepfen-Passw0rt';

let idp: TestOidcProvider;
let t: TestApp;
let counter = 0;

/** A port nothing listens on: a provider that is down. */
async function deadPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  idp = await startTestOidcProvider([
    { ...CLIENT, redirectUri: `${APP_URL}/oauth` },
    { ...OTHER, redirectUri: 'http://other.test/callback' },
  ]);
  const down = `http://127.0.0.1:${await deadPort()}`;
  t = await buildTestApp({
    env: {
      APP_URL,
      OIDC_PROVIDERS: JSON.stringify([
        { id: 'local', name: 'Local ID', issuer: idp.issuer, ...CLIENT },
        { id: 'down', name: 'Down ID', issuer: down, ...CLIENT },
      ]),
    },
  });
});

afterAll(async () => {
  await t?.dispose();
  await idp?.close();
});

/** A login name at the provider, with claims, unique per test. */
function identity(claims: { email?: string; email_verified?: boolean; name?: string }): string {
  counter += 1;
  const login = `sub-${counter}-${Date.now().toString(36)}`;
  idp.claims.set(login, claims);
  return login;
}

const uniqueEmail = (label: string) => `${label}-${++counter}-${Date.now().toString(36)}@oidc.test`;

const start = (provider = 'local') =>
  t.app.inject({
    method: 'POST',
    url: `/api/oauth/${provider}/start`,
    remoteAddress: nextTestAddress(),
  });

const callback = (payload: Record<string, unknown>, provider = 'local') =>
  t.app.inject({
    method: 'POST',
    url: `/api/oauth/${provider}/callback`,
    payload,
    remoteAddress: nextTestAddress(),
  });

/** Starts a flow and runs it at the provider; the query the provider sends back to `/oauth`. */
async function authorizeAt(login: string): Promise<{ flow: string; query: string; url: URL }> {
  const started = await start();
  expect(started.statusCode).toBe(200);
  const { url, flow } = started.json<{ url: string; flow: string }>();
  const back = await idp.authorize(url, login);
  expect(`${back.origin}${back.pathname}`).toBe(`${APP_URL}/oauth`);
  return { flow, query: back.search.slice(1), url: new URL(url) };
}

async function me(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user/me',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ user: { id: string; name: string; email: string } }>().user;
}

const expectExternalFailed = (response: { statusCode: number; json: <T>() => T }) => {
  expect(response.statusCode).toBe(422);
  expect(response.json<{ code: string }>().code).toBe('auth.external_failed');
};

async function createAccount(email: string): Promise<string> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      name: 'Vorhandenes Konto',
      passwordHash: await hashPassword(PASSWORD),
      activatedAt: new Date(),
    })
    .returning({ id: users.id });
  return row!.id;
}

/** Tokens the provider issues to a client directly (as a native app's SDK would get them). */
async function tokensFor(
  credentials: { clientId: string; clientSecret: string },
  redirectUri: string,
  login: string,
) {
  const configuration = await client.discovery(
    new URL(idp.issuer),
    credentials.clientId,
    undefined,
    client.ClientSecretBasic(credentials.clientSecret),
    { execute: [client.allowInsecureRequests] },
  );
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    // As a native sign-in SDK gets them: e-mail and name in the id token itself.
    claims: JSON.stringify({
      id_token: { email: null, email_verified: null, name: null },
    }),
  });
  const back = await idp.authorize(url.href, login);
  const tokens = await client.authorizationCodeGrant(configuration, back, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return { accessToken: tokens.access_token, idToken: tokens.id_token! };
}

const token = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/token', payload, remoteAddress: nextTestAddress() });

describe('GET /api/oauth/providers', () => {
  it('lists the configured providers by id and name only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/oauth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      providers: [
        { id: 'local', name: 'Local ID' },
        { id: 'down', name: 'Down ID' },
      ],
    });
  });
});

describe('authorization code flow', () => {
  it('asks for a code with PKCE (S256), state and nonce at the provider', async () => {
    const { url } = await authorizeAt(identity({}));
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_URL}/oauth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('creates an activated account for a new identity with a verified e-mail and signs in', async () => {
    const email = uniqueEmail('neu');
    const login = identity({ email, email_verified: true, name: 'Nora Neu' });
    const { flow, query } = await authorizeAt(login);
    const response = await callback({ flow, callback: query });
    expect(response.statusCode).toBe(200);
    const user = await me(response.json<{ token: string }>().token);
    expect(user).toMatchObject({ name: 'Nora Neu', email });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.activatedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toBeNull();
    expect(row?.type).toBe('private');
    const links = await t.database.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.userId, user.id));
    expect(links).toEqual([
      expect.objectContaining({ issuer: idp.issuer, subject: login, provider: 'local', email }),
    ]);

    // The flow is used up.
    expectExternalFailed(await callback({ flow, callback: query }));

    // The same identity later: the same account, last use recorded.
    const again = await authorizeAt(login);
    const second = await callback({ flow: again.flow, callback: again.query });
    expect(second.statusCode).toBe(200);
    expect((await me(second.json<{ token: string }>().token)).id).toBe(user.id);
    const [link] = await t.database.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.subject, login));
    expect(link!.lastUsedAt.getTime()).toBeGreaterThan(links[0]!.lastUsedAt.getTime());
  });

  it('fails on a tampered state, and the real answer still works afterwards', async () => {
    const { flow, query } = await authorizeAt(
      identity({ email: uniqueEmail('state'), email_verified: true }),
    );
    const params = new URLSearchParams(query);
    params.set('state', `${params.get('state')}x`);
    expectExternalFailed(await callback({ flow, callback: params.toString() }));
    expect((await callback({ flow, callback: query })).statusCode).toBe(200);
  });

  it('fails with an unknown flow secret, another provider, or the provider error answer', async () => {
    const { flow, query } = await authorizeAt(
      identity({ email: uniqueEmail('flow'), email_verified: true }),
    );
    expectExternalFailed(await callback({ flow: `${flow.slice(0, -2)}xx`, callback: query }));
    expectExternalFailed(await callback({ flow, callback: query }, 'down'));
    expectExternalFailed(await callback({ flow, callback: 'error=access_denied' }));
    expectExternalFailed(await callback({ flow, callback: query }, 'nope'));
  });

  it('fails when the id token nonce or the PKCE verifier do not match the flow', async () => {
    const login = identity({ email: uniqueEmail('nonce'), email_verified: true });
    const first = await authorizeAt(login);
    await t.database.db
      .update(oidcFlows)
      .set({ nonce: client.randomNonce() })
      .where(eq(oidcFlows.state, new URLSearchParams(first.query).get('state')!));
    expectExternalFailed(await callback({ flow: first.flow, callback: first.query }));

    const second = await authorizeAt(login);
    await t.database.db
      .update(oidcFlows)
      .set({ codeVerifier: client.randomPKCECodeVerifier() })
      .where(eq(oidcFlows.state, new URLSearchParams(second.query).get('state')!));
    expectExternalFailed(await callback({ flow: second.flow, callback: second.query }));
  });

  it('refuses a new account for an e-mail the provider has not verified, or without e-mail', async () => {
    const unverified = await authorizeAt(identity({ email: uniqueEmail('unverified') }));
    expectExternalFailed(await callback({ flow: unverified.flow, callback: unverified.query }));
    const none = await authorizeAt(identity({ name: 'Ohne Mail' }));
    expectExternalFailed(await callback({ flow: none.flow, callback: none.query }));
  });

  it('answers external_failed, not 500, when the provider is down', async () => {
    expectExternalFailed(await start('down'));
    expectExternalFailed(await start('nope'));
  });
});

describe('linking to an existing account', () => {
  it('links at once when the provider has verified the e-mail', async () => {
    const email = uniqueEmail('verified');
    const userId = await createAccount(email);
    const { flow, query } = await authorizeAt(identity({ email, email_verified: true }));
    const response = await callback({ flow, callback: query });
    expect(response.statusCode).toBe(200);
    expect((await me(response.json<{ token: string }>().token)).id).toBe(userId);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.passwordHash).not.toBeNull();
  });

  it('takes over a never-activated registration without its unconfirmed password', async () => {
    const email = uniqueEmail('pending');
    const [pending] = await t.database.db
      .insert(users)
      .values({ email, name: 'Jemand', passwordHash: await hashPassword(PASSWORD) })
      .returning({ id: users.id });
    const { flow, query } = await authorizeAt(identity({ email, email_verified: true }));
    const response = await callback({ flow, callback: query });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, pending!.id));
    expect(row?.activatedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toBeNull();
  });

  it('asks for the password when the e-mail is not verified, and links once it is right', async () => {
    const email = uniqueEmail('confirm');
    const userId = await createAccount(email);
    const login = identity({ email, email_verified: false });
    const { flow, query } = await authorizeAt(login);

    const asked = await callback({ flow, callback: query });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'auth.external_password_required',
      field: 'password',
    });
    const linked = () =>
      t.database.db
        .select()
        .from(externalIdentities)
        .where(
          and(eq(externalIdentities.issuer, idp.issuer), eq(externalIdentities.subject, login)),
        );
    expect(await linked()).toHaveLength(0);

    const wrong = await callback({ flow, callback: query, password: 'Falsch-Passw0rt' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'auth.invalid_credentials' });
    expect(await linked()).toHaveLength(0);

    const right = await callback({ flow, callback: query, password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect((await me(right.json<{ token: string }>().token)).id).toBe(userId);
    expect(await linked()).toEqual([expect.objectContaining({ userId })]);

    // Linked now: no password next time.
    const again = await authorizeAt(login);
    const next = await callback({ flow: again.flow, callback: again.query });
    expect(next.statusCode).toBe(200);
    expect((await me(next.json<{ token: string }>().token)).id).toBe(userId);
  });
});

describe('accounts with two-factor sign-in', () => {
  it('asks for the second factor and completes the same flow with it', async () => {
    const email = uniqueEmail('totp');
    const userId = await createAccount(email);
    await t.database.db
      .update(users)
      .set({ totpSecret: DEMO_ADMIN_TOTP_SECRET, totpEnabledAt: new Date() })
      .where(eq(users.id, userId));
    const { flow, query } = await authorizeAt(identity({ email, email_verified: true }));

    const asked = await callback({ flow, callback: query });
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toMatchObject({ code: 'auth.two_factor_required' });
    const wrong = await callback({ flow, callback: query, otp: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ code: string }>().code).not.toBe('auth.external_failed');

    const right = await callback({
      flow,
      callback: query,
      otp: await currentTotp(DEMO_ADMIN_TOTP_SECRET),
    });
    expect(right.statusCode).toBe(200);
    expect((await me(right.json<{ token: string }>().token)).id).toBe(userId);
    expectExternalFailed(await callback({ flow, callback: query }));
  });
});

describe('POST /api/token with tokens from the provider', () => {
  it('signs in with an id token for Backline whose subject is the id', async () => {
    const email = uniqueEmail('native');
    const login = identity({ email, email_verified: true, name: 'Nativ' });
    const { idToken } = await tokensFor(CLIENT, `${APP_URL}/oauth`, login);
    expectExternalFailed(
      await token({
        id: 'someone-else',
        idtoken: idToken,
        provider: 'local',
        visibility: 'public',
      }),
    );
    expectExternalFailed(
      await token({ id: login, idtoken: `${idToken.slice(0, -4)}AAAA`, provider: 'local' }),
    );
    const response = await token({
      id: login,
      idtoken: idToken,
      provider: 'local',
      visibility: 'public',
    });
    expect(response.statusCode).toBe(200);
    expect((await me(response.json<{ token: string }>().token)).email).toBe(email);
  });

  it('refuses an id token issued to another application (audience)', async () => {
    const login = identity({ email: uniqueEmail('audience'), email_verified: true });
    const { idToken } = await tokensFor(OTHER, 'http://other.test/callback', login);
    expectExternalFailed(await token({ id: login, idtoken: idToken, provider: 'local' }));
  });

  it('signs in with an access token checked at the userinfo endpoint', async () => {
    const email = uniqueEmail('access');
    const login = identity({ email, email_verified: true });
    const { accessToken } = await tokensFor(CLIENT, `${APP_URL}/oauth`, login);
    const response = await token({ accessToken, provider: 'local' });
    expect(response.statusCode).toBe(200);
    expect((await me(response.json<{ token: string }>().token)).email).toBe(email);
    expectExternalFailed(await token({ accessToken: 'not-a-token', provider: 'local' }));
  });

  it('answers external_failed for a provider that is down or not configured', async () => {
    expectExternalFailed(await token({ accessToken: 'anything', provider: 'down' }));
    expectExternalFailed(await token({ id: 'x', idtoken: 'a.b.c', provider: 'nope' }));
  });
});
