import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MAX_FAILURES, type SiteRole } from '@backline/domain';
import { generate } from 'otplib';
import { recoveryCodes, users } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../../db/seed/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createRateLimiter } from '../../platform/rate-limiter.ts';
import { createRateLimitRepository } from '../../platform/rate-limiter.repository.ts';
import { requireSiteRole } from '../../plugins/authorization.ts';
import {
  bearer,
  buildTestApp,
  nextTestAddress,
  signIn,
  type TestApp,
} from '../../test/build-test-app.ts';
import { createAccountsService } from '../accounts/accounts.service.ts';
import { createTwoFactorService } from './two-factor.service.ts';

/** The limiter's clock stands still in the middle of a 15-minute window. */
const WINDOW_MS = 15 * 60 * 1000;
const NOW = Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS + 7 * 60 * 1000;

const PASSWORD = 'Zweiter-Faktor9';
let passwordHash: string;
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  t = await buildTestApp({
    seed: true,
    now: () => NOW,
    beforeReady: (app) => {
      app.get('/api/test/admin-only', async (request) => {
        const { user } = requireSiteRole(request, 'admin');
        return { ok: true, role: user.role };
      });
      app.get('/api/test/moderator-only', async (request) => {
        const { user } = requireSiteRole(request, 'moderator');
        return { ok: true, role: user.role };
      });
    },
  });
});

afterAll(() => t?.dispose());

/** A code as the authenticator app shows it, `steps` periods of 30 s from now. */
const totp = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: nextTestAddress(),
    headers: token ? bearer(token) : {},
  });

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const tokenRequest = (email: string, extra: Record<string, unknown> = {}, password = PASSWORD) =>
  post('/api/token', { email, password, ...extra });

/** An activated account made directly in the database; answers its e-mail and a session. */
async function createAccount(role: SiteRole = 'user') {
  counter += 1;
  const email = `zwei.faktoren${counter}@example.com`;
  await t.database.db.insert(users).values({
    email,
    passwordHash,
    name: `Zwei Faktoren ${counter}`,
    role,
    activatedAt: new Date(),
  });
  const response = await tokenRequest(email);
  expect(response.statusCode).toBe(200);
  return { email, token: response.json<{ token: string }>().token };
}

/** Setup and enable through the API; answers the secret and the recovery codes. */
async function enableTwoFactor(token: string) {
  const setup = await post('/api/user/2fa/setup', { password: PASSWORD }, token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enablingCode = await totp(secret);
  const enabled = await post('/api/user/2fa/enable', { code: enablingCode }, token);
  expect(enabled.statusCode).toBe(200);
  return {
    secret,
    enablingCode,
    recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes,
  };
}

/** Forgets the last code used, so that the current code works once more. */
const forgetLastStep = (email: string) =>
  t.database.db.update(users).set({ totpLastStep: null }).where(eq(users.email, email));

describe('two-factor enrolment', () => {
  it('asks for the current password before making a secret', async () => {
    const { token } = await createAccount();
    expect((await post('/api/user/2fa/setup', { password: PASSWORD })).statusCode).toBe(401);
    const missing = await post('/api/user/2fa/setup', {}, token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ field: 'password' });
    const wrong = await post('/api/user/2fa/setup', { password: 'Falsch-Passw0rt' }, token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      code: 'account.wrong_password',
      message: 'Das aktuelle Passwort ist falsch',
      field: 'password',
    });
  });

  it('answers a secret and its otpauth URI that are not active until confirmed', async () => {
    const { email, token } = await createAccount();
    const setup = await post('/api/user/2fa/setup', { password: PASSWORD }, token);
    expect(setup.statusCode).toBe(200);
    const { secret, uri } = setup.json<{ secret: string; uri: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.host).toBe('totp');
    expect(decodeURIComponent(parsed.pathname)).toBe(`/Backline:${email}`);
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('issuer')).toBe('Backline');
    // Not active yet: sign-in needs no code, and me says off.
    expect((await tokenRequest(email)).statusCode).toBe(200);
    const me = await get('/api/user/me', token);
    expect(me.json()).toMatchObject({ user: { twoFactor: { enabled: false, required: false } } });
  });

  it('refuses a wrong code, turns on with the right one and answers recovery codes once', async () => {
    const { email, token } = await createAccount();
    const noSetup = await post('/api/user/2fa/enable', { code: '123456' }, token);
    expect(noSetup.json()).toMatchObject({ code: 'auth.two_factor_setup_missing' });
    const setup = await post('/api/user/2fa/setup', { password: PASSWORD }, token);
    const { secret } = setup.json<{ secret: string }>();
    const wrongCode = (await totp(secret)) === '000000' ? '111111' : '000000';
    const wrong = await post('/api/user/2fa/enable', { code: wrongCode }, token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'auth.two_factor_invalid', field: 'code' });
    const notDigits = await post('/api/user/2fa/enable', { code: 'abcdef' }, token);
    expect(notDigits.statusCode).toBe(422);

    const enabled = await post('/api/user/2fa/enable', { code: await totp(secret) }, token);
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Only hashes are stored.
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const stored = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user!.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const row of stored) expect(codes).not.toContain(row.codeHash);

    const again = await post('/api/user/2fa/enable', { code: await totp(secret, 1) }, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'auth.two_factor_already_enabled' });
    const setupAgain = await post('/api/user/2fa/setup', { password: PASSWORD }, token);
    expect(setupAgain.json()).toMatchObject({ code: 'auth.two_factor_already_enabled' });
    const me = await get('/api/user/me', token);
    expect(me.json()).toMatchObject({ user: { twoFactor: { enabled: true, required: false } } });
  });
});

describe('sign-in with two factors', () => {
  it('asks for the code only after the password, refuses a wrong one and takes the right one', async () => {
    const { email, token } = await createAccount();
    const { secret } = await enableTwoFactor(token);

    const wrongPassword = await tokenRequest(email, {}, 'Falsch-Passw0rt');
    expect(wrongPassword.json()).toMatchObject({ code: 'auth.invalid_credentials' });
    const wrongPasswordWithCode = await tokenRequest(
      email,
      { otp: await totp(secret, 1) },
      'Falsch-Passw0rt',
    );
    expect(wrongPasswordWithCode.json()).toMatchObject({ code: 'auth.invalid_credentials' });

    const missing = await tokenRequest(email);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      code: 'auth.two_factor_required',
      message: 'Gib den Code aus deiner Authenticator-App ein.',
      field: 'otp',
    });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email, password: PASSWORD },
      headers: { 'accept-language': 'en' },
      remoteAddress: nextTestAddress(),
    });
    expect(english.json()).toMatchObject({
      message: 'Enter the code from your authenticator app.',
    });

    const next = await totp(secret, 1);
    const wrong = await tokenRequest(email, { otp: next === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'auth.two_factor_invalid', field: 'otp' });
    const recoveryShaped = await tokenRequest(email, { otp: 'abcde-fghjk' });
    expect(recoveryShaped.json()).toMatchObject({ code: 'auth.two_factor_invalid' });

    // The enabling code was the current one: the next period's code is still fresh.
    const right = await tokenRequest(email, { otp: next });
    expect(right.statusCode).toBe(200);
    const session = right.json<{ token: string }>().token;
    expect((await get('/api/user/me', session)).statusCode).toBe(200);
  });

  it('takes the code that switched it on at the sign-in straight after, once', async () => {
    const { email, token } = await createAccount();
    const { enablingCode } = await enableTwoFactor(token);
    // Signed out and in again with the code still on the authenticator (within ±1 period).
    expect((await get('/api/user/logout', token)).statusCode).toBe(200);
    const signedIn = await tokenRequest(email, { otp: enablingCode });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json<{ token: string }>().token;
    expect((await get('/api/user/me', session)).statusCode).toBe(200);
    // The sign-in used it: a second sign-in with it is a replay.
    const replay = await tokenRequest(email, { otp: enablingCode });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({ code: 'auth.two_factor_invalid', field: 'otp' });
  });

  it('refuses a code used once already, and codes older than it', async () => {
    const { email, token } = await createAccount();
    const { secret } = await enableTwoFactor(token);
    const current = await totp(secret);
    expect((await tokenRequest(email, { otp: current })).statusCode).toBe(200);
    const replay = await tokenRequest(email, { otp: current });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({ code: 'auth.two_factor_invalid' });
    // A code of a later period is good once; after it, the older one is not.
    expect((await tokenRequest(email, { otp: await totp(secret, 1) })).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ totpLastStep: Math.floor(Date.now() / 30_000) })
      .where(eq(users.email, email));
    expect((await tokenRequest(email, { otp: await totp(secret, -1) })).statusCode).toBe(422);
    // Two periods away is too far.
    await forgetLastStep(email);
    expect((await tokenRequest(email, { otp: await totp(secret, 3) })).statusCode).toBe(422);
  });

  it('takes each recovery code once, in any case and with or without the dash', async () => {
    const { email, token } = await createAccount();
    const { recoveryCodes: codes } = await enableTwoFactor(token);
    const [first, second] = codes as [string, string];
    expect((await tokenRequest(email, { otp: first })).statusCode).toBe(200);
    const reused = await tokenRequest(email, { otp: first });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'auth.two_factor_invalid', field: 'otp' });
    const typed = second.replace('-', ' ').toUpperCase();
    expect((await tokenRequest(email, { otp: typed })).statusCode).toBe(200);
    expect((await tokenRequest(email, { otp: second })).statusCode).toBe(422);
  });

  it('refuses every code after 5 wrong ones in 15 minutes, even the right one', async () => {
    const { email, token } = await createAccount();
    const { secret, recoveryCodes: codes } = await enableTwoFactor(token);
    const next = await totp(secret, 1);
    const wrongCode = next === '000000' ? '111111' : '000000';
    for (let i = 1; i <= TWO_FACTOR_MAX_FAILURES; i += 1) {
      const wrong = await tokenRequest(email, { otp: wrongCode });
      expect(wrong.statusCode, `try ${i}`).toBe(422);
    }
    const locked = await tokenRequest(email, { otp: next });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'auth.rate_limited' });
    expect(Number(locked.headers['retry-after'])).toBe(8 * 60);
    expect((await tokenRequest(email, { otp: codes[0] })).statusCode).toBe(429);
    // The settings count the same failures.
    const regenerate = await post(
      '/api/user/2fa/recovery-codes',
      { password: PASSWORD, otp: next },
      token,
    );
    expect(regenerate.statusCode).toBe(429);
  });

  it('lets a sign-in whose second factor is done elsewhere (QR approval) skip it', async () => {
    const { email, token } = await createAccount();
    await enableTwoFactor(token);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const rateLimiter = createRateLimiter(createRateLimitRepository(t.database.db));
    const twoFactor = createTwoFactorService(t.database.db, { rateLimiter });
    const accounts = createAccountsService(t.database.db, {
      rateLimiter,
      mail: {
        enqueue: () => Promise.reject(new Error('completing a sign-in sends no mail')),
        enqueueComposed: () => Promise.reject(new Error('completing a sign-in sends no mail')),
        registerComposer: () => undefined,
      },
      appUrl: t.config.appUrl,
      verifySecondFactor: twoFactor.verifySignIn,
    });
    await expect(
      accounts.completeSignIn({ userId: user!.id }, { device: null }),
    ).rejects.toMatchObject({ code: 'auth.two_factor_required' });
    const session = await accounts.completeSignIn(
      { userId: user!.id },
      { device: null, secondFactorDone: true },
    );
    expect((await get('/api/user/me', session)).statusCode).toBe(200);
  });
});

describe('two-factor settings', () => {
  it('makes new recovery codes with password and TOTP; the old ones stop working', async () => {
    const { email, token } = await createAccount();
    const { secret, recoveryCodes: old } = await enableTwoFactor(token);
    const wrongPassword = await post(
      '/api/user/2fa/recovery-codes',
      { password: 'Falsch-Passw0rt', otp: await totp(secret, 1) },
      token,
    );
    expect(wrongPassword.json()).toMatchObject({ code: 'account.wrong_password' });
    const withRecoveryCode = await post(
      '/api/user/2fa/recovery-codes',
      { password: PASSWORD, otp: old[0] },
      token,
    );
    expect(withRecoveryCode.statusCode).toBe(422);
    const fresh = await post(
      '/api/user/2fa/recovery-codes',
      { password: PASSWORD, otp: await totp(secret, 1) },
      token,
    );
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(codes.some((code) => old.includes(code))).toBe(false);
    expect((await tokenRequest(email, { otp: old[1] })).statusCode).toBe(422);
    expect((await tokenRequest(email, { otp: codes[0] })).statusCode).toBe(200);
  });

  it('turns off with password and a code; sign-in then needs no code', async () => {
    const { email, token } = await createAccount();
    const { recoveryCodes: codes } = await enableTwoFactor(token);
    const wrongPassword = await post(
      '/api/user/2fa/disable',
      { password: 'Falsch-Passw0rt', otp: codes[0] },
      token,
    );
    expect(wrongPassword.json()).toMatchObject({ code: 'account.wrong_password' });
    const wrongCode = await post(
      '/api/user/2fa/disable',
      { password: PASSWORD, otp: 'zzzzz-zzzzz' },
      token,
    );
    expect(wrongCode.json()).toMatchObject({ code: 'auth.two_factor_invalid', field: 'otp' });
    const disabled = await post(
      '/api/user/2fa/disable',
      { password: PASSWORD, otp: codes[0] },
      token,
    );
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toEqual({ enabled: false });
    expect((await tokenRequest(email)).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.totpSecret).toBeNull();
    const left = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user!.id));
    expect(left).toHaveLength(0);
    const again = await post('/api/user/2fa/disable', { password: PASSWORD, otp: codes[1] }, token);
    expect(again.json()).toMatchObject({ code: 'auth.two_factor_not_enabled' });
  });

  it('refuses to turn it off for a site administrator', async () => {
    const token = await signIn(t.app, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const refused = await post(
      '/api/user/2fa/disable',
      { password: DEMO_PASSWORD, otp: await totp(DEMO_ADMIN_TOTP_SECRET, 1) },
      token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.two_factor_mandatory' });
    const [admin] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    expect(admin?.totpEnabledAt).not.toBeNull();
  });
});

describe('site roles need two-factor sign-in (requireSiteRole)', () => {
  it('lets the demo admin with two-factor sign-in through', async () => {
    const token = await signIn(t.app, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const me = await get('/api/user/me', token);
    expect(me.json()).toMatchObject({ user: { twoFactor: { enabled: true, required: true } } });
    expect((await get('/api/test/admin-only', token)).json()).toEqual({ ok: true, role: 'admin' });
    expect((await get('/api/test/moderator-only', token)).statusCode).toBe(200);
  });

  it('lets an admin without it sign in but refuses the admin routes until it is on', async () => {
    const { token } = await createAccount('admin');
    const me = await get('/api/user/me', token);
    expect(me.json()).toMatchObject({ user: { twoFactor: { enabled: false, required: true } } });
    const refused = await get('/api/test/admin-only', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.two_factor_setup_required' });
    await enableTwoFactor(token);
    // The same session passes as soon as it is on.
    expect((await get('/api/test/admin-only', token)).statusCode).toBe(200);
  });

  it('refuses a moderator without it on moderator routes and on admin routes always', async () => {
    const { token } = await createAccount('moderator');
    expect((await get('/api/test/moderator-only', token)).json()).toMatchObject({
      code: 'auth.two_factor_setup_required',
    });
    await enableTwoFactor(token);
    expect((await get('/api/test/moderator-only', token)).statusCode).toBe(200);
    const admin = await get('/api/test/admin-only', token);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({ code: 'auth.forbidden' });
  });

  it('refuses members and visitors', async () => {
    const { token } = await createAccount();
    await enableTwoFactor(token);
    expect((await get('/api/test/admin-only', token)).json()).toMatchObject({
      code: 'auth.forbidden',
    });
    expect((await get('/api/test/moderator-only')).statusCode).toBe(401);
  });
});
