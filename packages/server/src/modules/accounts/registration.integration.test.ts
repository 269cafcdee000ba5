import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ACTIVATION_CODE_MAX_ATTEMPTS, errorMessage } from '@backline/domain';
import { accountCodes, users } from '../../db/schema/index.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { activationMail } from '../../platform/mail/templates/activation.ts';
import {
  bearer,
  buildTestApp,
  nextTestAddress,
  testConfig,
  type TestApp,
} from '../../test/build-test-app.ts';
import {
  extractCode,
  mailHeader,
  mailText,
  startMailbox,
  type Mailbox,
} from '../../test/mailbox.ts';

/** The limiter's clock stands still in the middle of a 30-minute window. */
const HALF_HOUR_MS = 30 * 60 * 1000;
const NOW = Math.floor(Date.now() / HALF_HOUR_MS) * HALF_HOUR_MS + 15 * 60 * 1000;

const PASSWORD = 'Sternenhimmel7Z';

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
  return `neu.mitglied${counter}@example.com`;
};

const signUpInput = (overrides: Record<string, unknown> = {}) => ({
  email: newEmail(),
  password: PASSWORD,
  passwordRepeat: PASSWORD,
  name: 'Neues Mitglied',
  accountType: 'private',
  acceptTerms: true,
  ...overrides,
});

const post = (
  url: string,
  payload: Record<string, unknown>,
  remoteAddress = nextTestAddress(),
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

/** Signs up and answers the e-mail and the mailed code. */
async function signUp(overrides: Record<string, unknown> = {}) {
  const input = signUpInput(overrides);
  const response = await post('/api/account', input);
  expect(response.statusCode).toBe(201);
  const raw = await mailbox.waitForMail(input.email as string);
  return { email: input.email as string, code: extractCode(raw), raw };
}

const activate = (email: string, code: string) => post('/api/account/activate', { email, code });

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/account', () => {
  it('creates a pending account and mails a German activation code', async () => {
    const input = signUpInput();
    const response = await post('/api/account', input);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'activation_pending', email: input.email });

    const raw = await mailbox.waitForMail(input.email);
    const code = extractCode(raw);
    expect(code).toMatch(/^\d{6}$/);
    expect(mailHeader(raw, 'subject')).toContain('Aktivierungscode');
    const text = mailText(raw);
    expect(text).toContain('60 Minuten gültig');
    expect(text).toContain(
      `${t.config.appUrl}/account?activate=${encodeURIComponent(input.email)}`,
    );

    const [user] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(user?.activatedAt).toBeNull();
    expect(user?.locale).toBe('de');
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('mails the code in English for an English sign-up', async () => {
    const { raw } = await signUp({ locale: 'en' });
    expect(mailHeader(raw, 'subject')).toContain('activation code');
    expect(mailText(raw)).toContain('valid for 60 minutes');
  });

  it('accepts form fields with a ticked checkbox', async () => {
    const input = signUpInput({ acceptTerms: 'on' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(input).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString(),
      remoteAddress: nextTestAddress(),
    });
    expect(response.statusCode).toBe(201);
    await mailbox.waitForMail(input.email);
  });

  it('refuses an e-mail already registered, activated or not, with 409 on the email field', async () => {
    const { email } = await signUp();
    const pending = await post('/api/account', signUpInput({ email }));
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ code: 'account.in_use', field: 'email' });

    const { email: active, code } = await signUp();
    expect((await activate(active, code)).statusCode).toBe(200);
    const again = await post('/api/account', signUpInput({ email: active.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'account.in_use', field: 'email' });
  });

  it.each([
    [
      'passwords that differ',
      { passwordRepeat: 'Sternenhimmel8Z' },
      'validation.passwords_mismatch',
      'passwordRepeat',
    ],
    [
      'a common password',
      { password: 'Schalke04', passwordRepeat: 'Schalke04' },
      'validation.password_common',
      'password',
    ],
    [
      'a common password in other case',
      { password: 'pASSWORT1', passwordRepeat: 'pASSWORT1' },
      'validation.password_common',
      'password',
    ],
    ['terms not accepted', { acceptTerms: false }, 'validation.terms_required', 'acceptTerms'],
    ['terms missing', { acceptTerms: undefined }, 'validation.required', 'acceptTerms'],
    ['a bad e-mail', { email: 'kein-at-zeichen' }, 'validation.email', 'email'],
  ])('refuses %s with 422 on the field', async (_name, overrides, code, field) => {
    const response = await post('/api/account', signUpInput(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code, field });
  });

  it('refuses a password that contains the e-mail local part', async () => {
    const response = await post(
      '/api/account',
      signUpInput({
        email: 'gitarrenheld@example.com',
        password: 'XGitarrenheld9',
        passwordRepeat: 'XGitarrenheld9',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation.password_common',
      field: 'password',
    });
  });

  it('limits sign-ups to 5 per client address: the 6th is 429', async () => {
    const address = nextTestAddress();
    for (let i = 0; i < 5; i += 1) {
      const response = await post('/api/account', signUpInput(), address);
      expect(response.statusCode).toBe(201);
    }
    const sixth = await post('/api/account', signUpInput(), address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: 'auth.rate_limited',
      message: errorMessage('auth.rate_limited', 'de'),
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/account/activate', () => {
  it('activates with the mailed code and signs in', async () => {
    const { email, code } = await signUp();
    // Not activated yet: sign-in is refused like a wrong password.
    const before = await post('/api/token', { email, password: PASSWORD });
    expect(before.json()).toMatchObject({ code: 'auth.invalid_credentials' });

    const response = await activate(email, code);
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(token).toEqual(expect.any(String));

    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { name: 'Neues Mitglied', type: 'private' } });

    const rows = await t.database.db.select().from(accountCodes);
    expect(rows.some((row) => row.codeHash.includes(code))).toBe(false);
    const signIn = await post('/api/token', { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);

    const again = await activate(email, code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'account.not_found_or_active' });
  });

  it('refuses a wrong code and counts the try', async () => {
    const { email, code } = await signUp();
    const response = await activate(email, wrongCodeFor(code));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'account.wrong_code' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [row] = await t.database.db
      .select()
      .from(accountCodes)
      .where(and(eq(accountCodes.userId, user?.id ?? ''), eq(accountCodes.purpose, 'activation')));
    expect(row?.attempts).toBe(1);
    expect((await activate(email, code)).statusCode).toBe(200);
  });

  it(`kills the code after ${ACTIVATION_CODE_MAX_ATTEMPTS} wrong tries, even for the right one`, async () => {
    const { email, code } = await signUp();
    for (let i = 0; i < ACTIVATION_CODE_MAX_ATTEMPTS; i += 1) {
      const response = await activate(email, wrongCodeFor(code));
      expect(response.json()).toMatchObject({ code: 'account.wrong_code' });
    }
    const right = await activate(email, code);
    expect(right.statusCode).toBe(422);
    expect(right.json()).toMatchObject({ code: 'account.wrong_code' });
  });

  it('refuses an expired code', async () => {
    const { email, code } = await signUp();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(accountCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(accountCodes.userId, user?.id ?? ''), eq(accountCodes.purpose, 'activation')));
    const response = await activate(email, code);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'account.wrong_code' });
  });

  it('answers an unknown e-mail with not_found_or_active', async () => {
    const response = await activate('niemand@example.com', '123456');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'account.not_found_or_active' });
  });

  it('refuses a code that is not 6 digits', async () => {
    const response = await activate('niemand@example.com', '12345');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ field: 'code' });
  });
});

describe('POST /api/account/activation-code', () => {
  it('mails a new working code and kills the old one', async () => {
    const { email, code: oldCode } = await signUp();
    const response = await post('/api/account/activation-code', { email });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'accepted' });
    const newCode = extractCode(await mailbox.waitForMail(email));

    if (newCode !== oldCode) {
      const old = await activate(email, oldCode);
      expect(old.json()).toMatchObject({ code: 'account.wrong_code' });
    }
    expect((await activate(email, newCode)).statusCode).toBe(200);
  });

  it('gives a new code with fresh tries after the old one was used up', async () => {
    const { email, code } = await signUp();
    for (let i = 0; i < ACTIVATION_CODE_MAX_ATTEMPTS; i += 1) {
      await activate(email, wrongCodeFor(code));
    }
    await post('/api/account/activation-code', { email });
    const newCode = extractCode(await mailbox.waitForMail(email));
    expect((await activate(email, newCode)).statusCode).toBe(200);
  });

  it('answers an unknown, a pending and an active account identically', async () => {
    const { email: pending } = await signUp();
    const { email: active, code } = await signUp();
    await activate(active, code);
    const answers = await Promise.all(
      ['unbekannt@example.com', pending, active].map((email) =>
        post('/api/account/activation-code', { email }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe('{"status":"accepted"}');
    }
    await mailbox.waitForMail(pending);
  });

  it('limits resends to 5 per e-mail, from any address', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/account/activation-code', { email })).statusCode).toBe(202);
    }
    const sixth = await post('/api/account/activation-code', { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'auth.rate_limited' });
  });

  it('limits resends to 5 per client address, whichever e-mail', async () => {
    const address = nextTestAddress();
    for (let i = 0; i < 5; i += 1) {
      const response = await post('/api/account/activation-code', { email: newEmail() }, address);
      expect(response.statusCode).toBe(202);
    }
    const sixth = await post('/api/account/activation-code', { email: newEmail() }, address);
    expect(sixth.statusCode).toBe(429);
  });
});

describe('the development outbox', () => {
  it('writes each mail as an .eml file into DATA_DIR/outbox when SMTP_URL is unset', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-outbox-'));
    try {
      const config = testConfig({ DATA_DIR: dataDir });
      expect(config.mail.smtpUrl).toBeNull();
      const lines: { object: object; message: string }[] = [];
      const mailer = createMailer(config, {
        info: (object, message) => lines.push({ object, message }),
      });
      const message = activationMail({
        to: 'outbox@example.com',
        name: 'Max <b>Muster</b>',
        code: '012345',
        locale: 'de',
        appUrl: config.appUrl,
      });
      await mailer.send(message);

      const files = await fs.readdir(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = await fs.readFile(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
      expect(mailHeader(raw, 'to')).toBe('outbox@example.com');
      expect(extractCode(raw)).toBe('012345');
      expect(mailText(raw)).toContain('Max &lt;b&gt;Muster&lt;/b&gt;');
      expect(lines).toHaveLength(1);
      expect(lines[0]?.message).toContain(files[0]);
      expect(lines[0]?.message).toContain(message.subject);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
