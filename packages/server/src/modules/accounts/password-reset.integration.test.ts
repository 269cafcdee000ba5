import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { RESET_CODE_MAX_ATTEMPTS, errorMessage } from '@backline/domain';
import { accountCodes, users } from '../../db/schema/index.ts';
import { bearer, buildTestApp, nextTestAddress, type TestApp } from '../../test/build-test-app.ts';
import {
  extractCode,
  mailHeader,
  mailQueueSettled,
  mailText,
  startMailbox,
  type Mailbox,
} from '../../test/mailbox.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';

/** The limiter's clock stands still in the middle of a 30-minute window. */
const HALF_HOUR_MS = 30 * 60 * 1000;
const NOW = Math.floor(Date.now() / HALF_HOUR_MS) * HALF_HOUR_MS + 15 * 60 * 1000;

const PASSWORD = 'Sternenhimmel7Z';
const NEW_PASSWORD = 'Mondfinsternis8Q';

let mailbox: Mailbox;
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url }, now: () => NOW });
});

afterAll(async () => {
  await t?.dispose();
  await mailbox?.close();
});

const newEmail = () => {
  counter += 1;
  return `passwort.vergessen${counter}@example.com`;
};

const post = (url: string, payload: Record<string, unknown>, remoteAddress = nextTestAddress()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

const requestReset = (email: string, remoteAddress = nextTestAddress()) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/password?email=${encodeURIComponent(email)}`,
    remoteAddress,
  });

const reset = (
  email: string,
  code: string,
  overrides: Record<string, unknown> = {},
  remoteAddress = nextTestAddress(),
) =>
  post(
    '/api/user/password',
    { email, code, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD, ...overrides },
    remoteAddress,
  );

const signInWith = (email: string, password: string) => post('/api/token', { email, password });

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** Signs up (pending); answers the e-mail. */
async function signUpPending(locale: 'de' | 'en' = 'de') {
  const email = newEmail();
  const response = await post('/api/account', {
    email,
    password: PASSWORD,
    passwordRepeat: PASSWORD,
    name: 'Vergesslich',
    accountType: 'private',
    acceptTerms: true,
    locale,
  });
  expect(response.statusCode).toBe(201);
  return { email, activationCode: extractCode(await mailbox.waitForMail(email)) };
}

/** Signs up and activates; answers the e-mail and the activation session's token. */
async function signUpActive(locale: 'de' | 'en' = 'de') {
  const { email, activationCode } = await signUpPending(locale);
  const activated = await post('/api/account/activate', { email, code: activationCode });
  expect(activated.statusCode).toBe(200);
  return { email, token: activated.json<{ token: string }>().token };
}

/** Requests a reset and answers the mailed code and the mail. */
async function resetCodeFor(email: string) {
  const response = await requestReset(email);
  expect(response.statusCode).toBe(200);
  const raw = await mailbox.waitForMail(email);
  return { code: extractCode(raw), raw };
}

async function storedCode(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const [row] = await t.database.db
    .select()
    .from(accountCodes)
    .where(
      and(eq(accountCodes.userId, user?.id ?? ''), eq(accountCodes.purpose, 'password_reset')),
    );
  return { user, row };
}

describe('GET /api/user/password', () => {
  it('mails a German reset code to an activated account', async () => {
    const { email } = await signUpActive();
    const response = await requestReset(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'accepted' });

    const raw = await mailbox.waitForMail(email);
    expect(extractCode(raw)).toMatch(/^\d{6}$/);
    expect(mailHeader(raw, 'subject')).toBeTruthy();
    const text = mailText(raw);
    expect(text).toContain('Passwort');
    expect(text).toContain('30 Minuten gültig');
    expect(text).toContain(`${t.config.appUrl}/login?reset=${encodeURIComponent(email)}`);
    expect(text).toContain('dein Passwort bleibt unverändert');

    const { row } = await storedCode(email);
    expect(row?.attempts).toBe(0);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(extractCode(raw));
  });

  it('mails the code in English for an English account', async () => {
    const { email } = await signUpActive('en');
    const { raw } = await resetCodeFor(email);
    expect(mailHeader(raw, 'subject')).toContain('password reset code');
    const text = mailText(raw);
    expect(text).toContain('valid for 30 minutes');
    expect(text).toContain('your password stays unchanged');
  });

  it('answers an unknown, a pending and an active account identically and mails only the active one', async () => {
    const { email: pending } = await signUpPending();
    const { email: active } = await signUpActive();
    const before = mailbox.messages.length;
    const requests = [];
    for (const email of ['unbekannt@example.com', pending, active]) {
      requests.push(await recordStatements(() => requestReset(email)));
    }
    for (const { result: answer } of requests) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('{"status":"accepted"}');
    }
    // The same work for every address: the same statements (rate limits, the queued job), no
    // lookup of the account and no code. The worker does that, after the answer.
    const work = requests.map(({ statements }) => statements.map((statement) => statement.sql));
    expect(work[1], describeStatements(requests[1]!.statements)).toEqual(work[0]);
    expect(work[2]).toEqual(work[0]);
    expect(work[0]!.join('\n')).not.toMatch(/"users"|"account_codes"/);

    await mailbox.waitForMail(active);
    await mailQueueSettled(t.app);
    expect(mailbox.messages.length).toBe(before + 1);
    expect((await storedCode(pending)).row).toBeUndefined();
  });

  it('refuses a bad e-mail with 422 on the email field', async () => {
    const response = await requestReset('kein-at-zeichen');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ field: 'email' });
  });

  it('limits reset mails to 5 per e-mail, from any address', async () => {
    const { email } = await signUpActive();
    for (let i = 0; i < 5; i += 1) {
      expect((await requestReset(email)).statusCode).toBe(200);
    }
    const sixth = await requestReset(email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: 'auth.rate_limited',
      message: errorMessage('auth.rate_limited', 'de'),
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits reset mails to 5 per client address, whichever e-mail', async () => {
    const address = nextTestAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await requestReset(newEmail(), address)).statusCode).toBe(200);
    }
    const sixth = await requestReset(newEmail(), address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'auth.rate_limited' });
  });
});

describe('POST /api/user/password', () => {
  it('sets the new password with the mailed code, ends every session and signs in', async () => {
    const { email, token: oldSession } = await signUpActive();
    const signedIn = await signInWith(email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const otherSession = signedIn.json<{ token: string }>().token;
    const { code } = await resetCodeFor(email);

    const response = await reset(email, code);
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(token).toEqual(expect.any(String));
    expect((await me(token)).statusCode).toBe(200);

    expect((await me(oldSession)).statusCode).toBe(401);
    expect((await me(otherSession)).statusCode).toBe(401);

    const oldPassword = await signInWith(email, PASSWORD);
    expect(oldPassword.statusCode).toBe(422);
    expect(oldPassword.json()).toMatchObject({ code: 'auth.invalid_credentials' });
    expect((await signInWith(email, NEW_PASSWORD)).statusCode).toBe(200);

    const { user, row } = await storedCode(email);
    expect(row).toBeUndefined();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const again = await reset(email, code, {
      password: 'Sonnenaufgang9X',
      passwordRepeat: 'Sonnenaufgang9X',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'account.wrong_code', field: 'code' });
  });

  it('accepts form fields', async () => {
    const { email } = await signUpActive();
    const { code } = await resetCodeFor(email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email,
        code,
        password: NEW_PASSWORD,
        passwordRepeat: NEW_PASSWORD,
      }).toString(),
      remoteAddress: nextTestAddress(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong code and counts the try', async () => {
    const { email } = await signUpActive();
    const { code } = await resetCodeFor(email);
    const response = await reset(email, wrongCodeFor(code));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'account.wrong_code', field: 'code' });
    expect((await storedCode(email)).row?.attempts).toBe(1);
    expect((await reset(email, code)).statusCode).toBe(200);
  });

  it(`kills the code after ${RESET_CODE_MAX_ATTEMPTS} wrong tries, even for the right one`, async () => {
    const { email } = await signUpActive();
    const { code } = await resetCodeFor(email);
    for (let i = 0; i < RESET_CODE_MAX_ATTEMPTS; i += 1) {
      const response = await reset(email, wrongCodeFor(code));
      expect(response.json()).toMatchObject({ code: 'account.wrong_code', field: 'code' });
    }
    expect((await storedCode(email)).row?.attempts).toBe(RESET_CODE_MAX_ATTEMPTS);
    const right = await reset(email, code);
    expect(right.statusCode).toBe(422);
    expect(right.json()).toMatchObject({ code: 'account.wrong_code', field: 'code' });
    expect((await signInWith(email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { email } = await signUpActive();
    const { code } = await resetCodeFor(email);
    const { user } = await storedCode(email);
    await t.database.db
      .update(accountCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(
        and(eq(accountCodes.userId, user?.id ?? ''), eq(accountCodes.purpose, 'password_reset')),
      );
    const response = await reset(email, code);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'account.wrong_code', field: 'code' });
  });

  it('answers an unknown address and an account without a code with wrong_code', async () => {
    const unknown = await reset('niemand@example.com', '123456');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'account.wrong_code', field: 'code' });
    const { email } = await signUpActive();
    const noCode = await reset(email, '123456');
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json()).toMatchObject({ code: 'account.wrong_code', field: 'code' });
  });

  it.each([
    [
      'passwords that differ',
      { passwordRepeat: 'Mondfinsternis9Q' },
      'validation.passwords_mismatch',
      'passwordRepeat',
    ],
    [
      'a common password',
      { password: 'Schalke04', passwordRepeat: 'Schalke04' },
      'validation.password_common',
      'password',
    ],
  ])(
    'refuses %s with 422 on the field and keeps the code',
    async (_name, overrides, code, field) => {
      const { email } = await signUpActive();
      const { code: resetCode } = await resetCodeFor(email);
      const response = await reset(email, resetCode, overrides);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code, field });
      expect((await storedCode(email)).row?.attempts).toBe(0);
    },
  );

  it('limits reset attempts to 10 per client address: the 11th is 429', async () => {
    const address = nextTestAddress();
    for (let i = 0; i < 10; i += 1) {
      const response = await reset(newEmail(), '123456', {}, address);
      expect(response.statusCode).toBe(422);
    }
    const eleventh = await reset(newEmail(), '123456', {}, address);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'auth.rate_limited' });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the OpenAPI document', () => {
  it('documents requesting and setting a password reset', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const path = response.json<{
      paths: Record<string, Record<string, { requestBody?: { content: object } }>>;
    }>().paths['/api/user/password'];
    expect(Object.keys(path ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(path?.post?.requestBody?.content ?? {})).toContain(
      'application/x-www-form-urlencoded',
    );
  });
});
