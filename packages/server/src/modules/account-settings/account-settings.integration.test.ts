import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EMAIL_CHANGE_CODE_MAX_ATTEMPTS, SMS_LIMIT, errorMessage, type Me } from '@backline/domain';
import { accountCodes, users } from '../../db/schema/index.ts';
import { readSmsOutbox, smsOutboxDir } from '../../platform/sms/sms-sender.ts';
import { bearer, buildTestApp, nextTestAddress, type TestApp } from '../../test/build-test-app.ts';
import {
  extractCode,
  mailHeader,
  mailText,
  startMailbox,
  type Mailbox,
} from '../../test/mailbox.ts';

/** The limiter's clock stands still in the middle of an hour (and of its half hours' second). */
const HOUR_MS = 60 * 60 * 1000;
const NOW = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 40 * 60 * 1000;

const PASSWORD = 'Sternenhimmel7Z';
const NEW_PASSWORD = 'Mondfinsternis8Q';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let mailbox: Mailbox;
let t: TestApp;
let dataDir: string;
let counter = 0;
let phoneCounter = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-settings-'));
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url, DATA_DIR: dataDir }, now: () => NOW });
});

afterAll(async () => {
  await t?.dispose();
  await mailbox?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const newEmail = (prefix = 'einstellungen') => {
  counter += 1;
  return `${prefix}${counter}.${process.pid}@example.com`;
};
/** A German mobile number nobody else in this run has. */
const newPhone = () => {
  phoneCounter += 1;
  return `+49170${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
};

type Json = Record<string, unknown>;

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  payload?: Json,
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? bearer(token) : {},
    remoteAddress: nextTestAddress(),
  });

const me = async (token: string): Promise<Me> => {
  const response = await call('GET', '/api/user/me', token);
  expect(response.statusCode).toBe(200);
  return response.json<{ user: Me }>().user;
};

/** Signs up, activates and answers the e-mail and the session token (Chrome on Windows). */
async function signUpActive(locale: 'de' | 'en' = 'de') {
  const email = newEmail();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/account',
    payload: {
      email,
      password: PASSWORD,
      passwordRepeat: PASSWORD,
      name: 'Einstellerin',
      accountType: 'private',
      acceptTerms: true,
      locale,
    },
    remoteAddress: nextTestAddress(),
  });
  expect(created.statusCode).toBe(201);
  const code = extractCode(await mailbox.waitForMail(email));
  const activated = await t.app.inject({
    method: 'POST',
    url: '/api/account/activate',
    payload: { email, code },
    headers: { 'x-device-info': JSON.stringify({ userAgent: CHROME }) },
    remoteAddress: nextTestAddress(),
  });
  expect(activated.statusCode).toBe(200);
  return { email, token: activated.json<{ token: string }>().token };
}

async function signInAgain(
  email: string,
  password = PASSWORD,
  userAgent = 'Firefox/133.0 (X11; Linux x86_64)',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/token',
    payload: { email, password, device: { userAgent } },
    remoteAddress: nextTestAddress(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

/** The newest SMS to `phone` in the development outbox. */
async function lastSmsTo(phone: string) {
  const all = await readSmsOutbox(smsOutboxDir(dataDir));
  const mine = all.filter((sms) => sms.to === phone);
  const last = mine.at(-1);
  if (!last) throw new Error(`No SMS to ${phone}`);
  return { ...last, count: mine.length, code: last.text.match(/\b(\d{6})\b/)?.[1] ?? '' };
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('current password', () => {
  it('is asked before every change, and a wrong one answers the same code every time', async () => {
    const { token } = await signUpActive();
    const attempts = [
      call('POST', '/api/user/email', token, { email: newEmail(), password: 'Falsch123' }),
      call('POST', '/api/user/phone', token, { phone: newPhone(), password: 'Falsch123' }),
      call('POST', '/api/user/phone/delete', token, { password: 'Falsch123' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'account.wrong_password',
        message: errorMessage('account.wrong_password', 'de'),
        field: 'password',
      });
    }
    const change = await call('POST', '/api/user/password/change', token, {
      currentPassword: 'Falsch123',
      password: NEW_PASSWORD,
      passwordRepeat: NEW_PASSWORD,
    });
    expect(change.statusCode).toBe(422);
    expect(change.json()).toMatchObject({
      code: 'account.wrong_password',
      field: 'currentPassword',
    });
  });

  it('the spec GET forms answer 422 asking for the password; signed out they answer 401', async () => {
    const { token } = await signUpActive();
    for (const url of [
      `/api/user/email?email=${encodeURIComponent(newEmail())}`,
      `/api/user/phone?phone=${encodeURIComponent(newPhone())}`,
      '/api/user/phone?delete=1',
    ]) {
      const response = await call('GET', url, token);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation.required', field: 'password' });
      expect((await call('GET', url, null)).statusCode).toBe(401);
    }
    expect(mailbox.messages.some((mail) => mail.to.includes('never'))).toBe(false);
  });
});

describe('e-mail change', () => {
  it('mails a code to the new address, shows it pending, confirms and notifies the old one', async () => {
    const { email, token } = await signUpActive('en');
    const target = newEmail('neu');
    const requested = await call('POST', '/api/user/email', token, {
      email: `  ${target.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ status: 'pending', pending: { address: target } });

    const raw = await mailbox.waitForMail(target);
    const code = extractCode(raw);
    expect(mailHeader(raw, 'subject')).toContain('new e-mail address');
    expect(mailText(raw)).toContain('valid for 60 minutes');

    const pending = await me(token);
    expect(pending.email).toBe(email);
    expect(pending.pending.email?.address).toBe(target);
    expect(Date.parse(pending.pending.email?.requestedAt ?? '')).toBeGreaterThan(
      Date.now() - 60_000,
    );

    const confirmed = await call('POST', '/api/user/email/confirm', token, { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: target, phone: null });

    const notice = mailText(await mailbox.waitForMail(email));
    expect(notice).toContain(`is now ${target}`);

    const after = await me(token);
    expect(after.email).toBe(target);
    expect(after.pending.email).toBeNull();
    // The code is used up; the new address signs in, the old one does not.
    expect((await call('POST', '/api/user/email/confirm', token, { code })).statusCode).toBe(422);
    await signInAgain(target);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email, password: PASSWORD },
      remoteAddress: nextTestAddress(),
    });
    expect(old.statusCode).toBe(422);
  });

  it("answers 'This email address is not available' for another account's address", async () => {
    const other = await signUpActive();
    const { token } = await signUpActive();
    const response = await call('POST', '/api/user/email', token, {
      email: other.email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'account.email_unavailable',
      message: 'Diese E-Mail-Adresse ist nicht verfügbar',
      field: 'email',
    });
    expect((await me(token)).pending.email).toBeNull();
  });

  it('dies after 5 wrong codes: even the right one is then wrong', async () => {
    const { email, token } = await signUpActive();
    const target = newEmail('neu');
    expect(
      (await call('POST', '/api/user/email', token, { email: target, password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    const code = extractCode(await mailbox.waitForMail(target));
    for (let i = 0; i < EMAIL_CHANGE_CODE_MAX_ATTEMPTS; i += 1) {
      const wrong = await call('POST', '/api/user/email/confirm', token, {
        code: wrongCodeFor(code),
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({
        code: 'account.wrong_code',
        message: 'Falscher Code',
        field: 'code',
      });
    }
    expect((await me(token)).pending.email).toBeNull();
    const right = await call('POST', '/api/user/email/confirm', token, { code });
    expect(right.statusCode).toBe(422);
    expect(right.json()).toMatchObject({ code: 'account.wrong_code' });
    expect((await me(token)).email).toBe(email);
  });

  it('can be cancelled; the mailed code then no longer works', async () => {
    const { email, token } = await signUpActive();
    const target = newEmail('neu');
    await call('POST', '/api/user/email', token, { email: target, password: PASSWORD });
    const code = extractCode(await mailbox.waitForMail(target));
    const cancelled = await call('POST', '/api/user/email/cancel', token);
    expect(cancelled.statusCode).toBe(200);
    expect((await me(token)).pending.email).toBeNull();
    expect((await call('POST', '/api/user/email/confirm', token, { code })).statusCode).toBe(422);
    expect((await me(token)).email).toBe(email);
  });

  it('refuses an address taken by someone else between request and confirmation', async () => {
    const { token } = await signUpActive();
    const target = newEmail('neu');
    await call('POST', '/api/user/email', token, { email: target, password: PASSWORD });
    const code = extractCode(await mailbox.waitForMail(target));
    // Another (seedless) account takes the address meanwhile.
    const second = await signUpActive();
    await t.database.db.update(users).set({ email: target }).where(eq(users.email, second.email));
    const response = await call('POST', '/api/user/email/confirm', token, { code });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'account.email_unavailable' });
  });
});

describe('phone change', () => {
  it('sends an SMS code to the new number, shows it pending and confirms it', async () => {
    const { token } = await signUpActive();
    const phone = newPhone();
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
    const requested = await call('POST', '/api/user/phone', token, {
      phone: spaced,
      password: PASSWORD,
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ status: 'pending', pending: { address: phone } });

    const sms = await lastSmsTo(phone);
    expect(sms.text).toContain('Backline-Code');
    expect(sms.code).toMatch(/^\d{6}$/);
    expect((await me(token)).pending.phone?.address).toBe(phone);

    const wrong = await call('POST', '/api/user/phone/confirm', token, {
      code: wrongCodeFor(sms.code),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'account.wrong_code', field: 'code' });

    const confirmed = await call('POST', '/api/user/phone/confirm', token, { code: sms.code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ phone });
    const after = await me(token);
    expect(after.phone).toBe(phone);
    expect(after.pending.phone).toBeNull();
  });

  it("answers 'Number not available' for a taken number and for one that is not mobile", async () => {
    const owner = await signUpActive();
    const phone = newPhone();
    await call('POST', '/api/user/phone', owner.token, { phone, password: PASSWORD });
    const { code } = await lastSmsTo(phone);
    expect((await call('POST', '/api/user/phone/confirm', owner.token, { code })).statusCode).toBe(
      200,
    );

    const { token } = await signUpActive();
    for (const candidate of [phone, '+49301234567', '0170 1234567', 'abc']) {
      const response = await call('POST', '/api/user/phone', token, {
        phone: candidate,
        password: PASSWORD,
      });
      // A taken number is the service's answer; one that is no mobile number the schema's.
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'account.number_unavailable',
        message: 'Nummer nicht verfügbar',
        field: 'phone',
      });
    }
    expect((await lastSmsTo(phone)).count).toBe(1);
  });

  it(
    "answers 'SMS limit reached' with Retry-After at SMS number " + String(SMS_LIMIT.limit + 1),
    async () => {
      const { token } = await signUpActive('en');
      const phones = Array.from({ length: SMS_LIMIT.limit + 1 }, () => newPhone());
      for (const phone of phones.slice(0, SMS_LIMIT.limit)) {
        const ok = await call('POST', '/api/user/phone', token, { phone, password: PASSWORD });
        expect(ok.statusCode).toBe(200);
      }
      const refused = await call('POST', '/api/user/phone', token, {
        phone: phones[SMS_LIMIT.limit] ?? '',
        password: PASSWORD,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'account.sms_limit', message: 'SMS limit reached' });
      // The clock stands 40 minutes into the hour window.
      expect(refused.headers['retry-after']).toBe(String(20 * 60));
      await expect(lastSmsTo(phones[SMS_LIMIT.limit] ?? '')).rejects.toThrow('No SMS');
    },
  );

  it('limits SMS per number too, whichever account asks', async () => {
    const phone = newPhone();
    for (let i = 0; i < SMS_LIMIT.limit; i += 1) {
      const { token } = await signUpActive();
      expect(
        (await call('POST', '/api/user/phone', token, { phone, password: PASSWORD })).statusCode,
      ).toBe(200);
    }
    const { token } = await signUpActive();
    const refused = await call('POST', '/api/user/phone', token, { phone, password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'account.sms_limit' });
  });

  it('removes the number with the password (delete=1)', async () => {
    const { token } = await signUpActive();
    const phone = newPhone();
    await call('POST', '/api/user/phone', token, { phone, password: PASSWORD });
    await call('POST', '/api/user/phone/confirm', token, { code: (await lastSmsTo(phone)).code });
    expect((await me(token)).phone).toBe(phone);
    const removed = await call('POST', '/api/user/phone/delete', token, { password: PASSWORD });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ phone: null });
    expect((await me(token)).phone).toBeNull();
  });
});

describe('password change', () => {
  it('applies the sign-up rules and messages', async () => {
    const { token } = await signUpActive();
    const mismatch = await call('POST', '/api/user/password/change', token, {
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
      passwordRepeat: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({
      code: 'validation.passwords_mismatch',
      field: 'passwordRepeat',
    });
    const weak = await call('POST', '/api/user/password/change', token, {
      currentPassword: PASSWORD,
      password: 'kurz',
      passwordRepeat: 'kurz',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({ field: 'password' });
    const common = await call('POST', '/api/user/password/change', token, {
      currentPassword: PASSWORD,
      password: 'Password1',
      passwordRepeat: 'Password1',
    });
    expect(common.statusCode).toBe(422);
    expect(common.json()).toMatchObject({ code: 'validation.password_common', field: 'password' });
  });

  it('ends every other session but not this one; the new password signs in', async () => {
    const { email, token } = await signUpActive();
    const other = await signInAgain(email);
    const changed = await call('POST', '/api/user/password/change', token, {
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
      passwordRepeat: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ changed: true, endedSessions: 1 });
    expect((await call('GET', '/api/user/me', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/user/me', token)).statusCode).toBe(200);
    await signInAgain(email, NEW_PASSWORD);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email, password: PASSWORD },
      remoteAddress: nextTestAddress(),
    });
    expect(oldPassword.statusCode).toBe(422);
  });
});

describe('sessions', () => {
  it('lists the live sessions with device and marks this one', async () => {
    const { email, token } = await signUpActive();
    await signInAgain(email);
    const response = await call('GET', '/api/user/sessions', token);
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json<{ sessions: { device: string; current: boolean }[] }>();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toEqual([
      expect.objectContaining({ device: 'Chrome 131 · Windows', current: true }),
    ]);
    expect(sessions.find((session) => !session.current)?.device).toBe('Firefox 133 · Linux');
  });

  it('ends a session at once: its token answers 401 and it leaves the list', async () => {
    const { email, token } = await signUpActive();
    const other = await signInAgain(email);
    const list = (await call('GET', '/api/user/sessions', token)).json<{
      sessions: { id: string; current: boolean }[];
    }>();
    const target = list.sessions.find((session) => !session.current);
    const ended = await call('DELETE', `/api/user/sessions/${target?.id ?? ''}`, token);
    expect(ended.statusCode).toBe(200);
    expect((await call('GET', '/api/user/me', other)).statusCode).toBe(401);
    const after = (await call('GET', '/api/user/sessions', token)).json<{ sessions: unknown[] }>();
    expect(after.sessions).toHaveLength(1);
  });

  it("cannot end another user's session (404, and it keeps working)", async () => {
    const victim = await signUpActive();
    const attacker = await signUpActive();
    const [victimSession] = (await call('GET', '/api/user/sessions', victim.token)).json<{
      sessions: { id: string }[];
    }>().sessions;
    const response = await call(
      'DELETE',
      `/api/user/sessions/${victimSession?.id ?? ''}`,
      attacker.token,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'request.not_found' });
    expect((await call('GET', '/api/user/me', victim.token)).statusCode).toBe(200);
  });

  it('ends all other sessions', async () => {
    const { email, token } = await signUpActive();
    const second = await signInAgain(email);
    const third = await signInAgain(email);
    const response = await call('POST', '/api/user/sessions/end-others', token);
    expect(response.json()).toEqual({ ended: 2 });
    expect((await call('GET', '/api/user/me', second)).statusCode).toBe(401);
    expect((await call('GET', '/api/user/me', third)).statusCode).toBe(401);
    expect((await call('GET', '/api/user/me', token)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/user/sessions', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/user/sessions/end-others', null)).statusCode).toBe(401);
    expect(
      (await call('PATCH', '/api/user/settings', null, { colorMode: 'dark' })).statusCode,
    ).toBe(401);
  });
});

describe('preferences', () => {
  it('has the defaults: dark mode auto, newsletter off, other mails on', async () => {
    const { token } = await signUpActive();
    expect((await me(token)).preferences).toEqual({
      colorMode: 'auto',
      notificationMails: {
        messages: true,
        contactRequests: true,
        booking: true,
        comments: true,
        searchAlerts: true,
        newsletter: false,
      },
    });
  });

  it('saves language, colour mode, mail kinds and name; me returns them', async () => {
    const { token } = await signUpActive();
    const saved = await call('PATCH', '/api/user/settings', token, {
      locale: 'en',
      colorMode: 'dark',
      notificationMails: { comments: false, newsletter: true },
      name: '  Neue Einstellerin ',
    });
    expect(saved.statusCode).toBe(200);
    const after = await me(token);
    expect(after.locale).toBe('en');
    expect(after.name).toBe('Neue Einstellerin');
    expect(after.preferences.colorMode).toBe('dark');
    expect(after.preferences.notificationMails).toMatchObject({
      comments: false,
      newsletter: true,
      messages: true,
    });
    // A later partial change keeps the rest.
    await call('POST', '/api/user/settings', token, { notificationMails: { messages: false } });
    const later = await me(token);
    expect(later.preferences.colorMode).toBe('dark');
    expect(later.preferences.notificationMails).toMatchObject({ comments: false, messages: false });
    // Errors now come in the saved language.
    const wrong = await call('POST', '/api/user/email/confirm', token, { code: '123456' });
    expect(wrong.json()).toMatchObject({ message: 'Wrong code' });
  });

  it('rejects unknown values with a validation error', async () => {
    const { token } = await signUpActive();
    const response = await call('PATCH', '/api/user/settings', token, { colorMode: 'purple' });
    expect(response.statusCode).toBe(422);
    const name = await call('PATCH', '/api/user/settings', token, { name: 'x' });
    expect(name.statusCode).toBe(422);
    expect(name.json()).toMatchObject({ field: 'name' });
  });

  it('shows a mailed password reset as pending with its date', async () => {
    const { email, token } = await signUpActive();
    await t.app.inject({
      method: 'GET',
      url: `/api/user/password?email=${encodeURIComponent(email)}`,
      remoteAddress: nextTestAddress(),
    });
    await mailbox.waitForMail(email);
    const pending = (await me(token)).pending;
    expect(pending.passwordReset?.requestedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .delete(accountCodes)
      .where(
        and(eq(accountCodes.userId, user?.id ?? ''), eq(accountCodes.purpose, 'password_reset')),
      );
    expect((await me(token)).pending.passwordReset).toBeNull();
  });
});
