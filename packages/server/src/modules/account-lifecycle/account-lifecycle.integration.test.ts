import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { errorMessage } from '@backline/domain';
import {
  accountCodes,
  externalIdentities,
  profiles,
  recoveryCodes,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { bearer, buildTestApp, nextTestAddress, type TestApp } from '../../test/build-test-app.ts';
import {
  extractCode,
  mailHeader,
  mailQueueSettled,
  mailText,
  startMailbox,
  type Mailbox,
} from '../../test/mailbox.ts';
import { createScheduledJobs } from '../../platform/jobs/scheduled-jobs.ts';
import { currentTotp } from '../two-factor/two-factor.service.ts';
import { ACCOUNT_PURGE_QUEUE, accountPurgeJob } from './account-purge.job.ts';
import { PURGED_NAME, purgedEmail } from './account-purge.repository.ts';

const PASSWORD = 'Abendrot4Kirsche';
const GRACE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

let mailbox: Mailbox;
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url } });
});

afterAll(async () => {
  await t?.dispose();
  await mailbox?.close();
});

const post = (
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  remoteAddress = nextTestAddress(),
) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

const signInWith = (email: string, password = PASSWORD) => post('/api/token', { email, password });

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });

/** The token of the mailed link (`/login?<param>=<token>`). */
function linkToken(raw: string, param: 'reactivate' | 'restore'): string {
  const match = new RegExp(`/login\\?${param}=([A-Za-z0-9_-]+)`).exec(mailText(raw));
  if (!match?.[1]) throw new Error(`No ${param} link in mail:\n${mailText(raw)}`);
  return match[1];
}

/** A new active account (English or German) with a session; its id, e-mail and token. */
async function activeAccount(locale: 'de' | 'en' = 'en') {
  counter += 1;
  const email = `lebenslauf${counter}@example.com`;
  const registered = await post('/api/account', {
    email,
    password: PASSWORD,
    passwordRepeat: PASSWORD,
    name: `Musikerin ${counter}`,
    accountType: 'musician',
    acceptTerms: true,
    locale,
  });
  expect(registered.statusCode).toBe(201);
  const code = extractCode(await mailbox.waitForMail(email));
  const activated = await post('/api/account/activate', { email, code });
  expect(activated.statusCode).toBe(200);
  const token = activated.json<{ token: string }>().token;
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error('no user row');
  return { id: row.id, email, token };
}

const userRow = async (id: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user row');
  return row;
};

const publicProfile = (id: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/${id}`,
    headers: token ? bearer(token) : {},
  });

/** Moves the deletion request back in time by `days` (as if the grace period had passed). */
const ageDeletion = (id: string, days: number) =>
  t.database.db
    .update(users)
    .set({ deletionRequestedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(users.id, id));

describe('POST /api/user/deactivate', () => {
  it('needs a session', async () => {
    const response = await post('/api/user/deactivate', { password: PASSWORD });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const account = await activeAccount();
    const response = await post(
      '/api/user/deactivate',
      { password: 'Falsch-Passw0rt' },
      bearer(account.token),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'account.wrong_password', field: 'password' });
    expect((await userRow(account.id)).deactivatedAt).toBeNull();
    expect((await me(account.token)).statusCode).toBe(200);
  });

  it('revokes every session at once, mails a link, refuses sign-in until reactivated', async () => {
    const account = await activeAccount();
    const second = (await signInWith(account.email)).json<{ token: string }>().token;

    const response = await post(
      '/api/user/deactivate',
      { password: PASSWORD },
      bearer(account.token),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'deactivated' });
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, account.id), sql`${sessions.revokedAt} is null`));
    expect(live).toHaveLength(0);
    expect((await publicProfile(account.id)).statusCode).toBe(404);

    const mail = await mailbox.waitForMail(account.email);
    expect(mailHeader(mail, 'subject')).toContain('deactivated');
    expect(mailText(mail)).toContain(`${t.config.appUrl}/login?reactivate=`);
    const firstLink = linkToken(mail, 'reactivate');
    expect(firstLink.length).toBeGreaterThanOrEqual(40);
    const [stored] = await t.database.db
      .select()
      .from(accountCodes)
      .where(and(eq(accountCodes.userId, account.id), eq(accountCodes.purpose, 'reactivation')));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);

    // Sign-in with the right password: the state is told and a fresh link is mailed.
    const refused = await signInWith(account.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'auth.account_deactivated',
      message: errorMessage('auth.account_deactivated', 'de'),
    });
    const again = await mailbox.waitForMail(account.email);
    const link = linkToken(again, 'reactivate');
    expect(link).not.toBe(firstLink);

    // A wrong password still answers exactly as before, and mails nothing.
    const wrong = await signInWith(account.email, 'Falsch-Passw0rt');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'auth.invalid_credentials' });

    // The superseded link is dead; the newest works once and signs in.
    const old = await post('/api/account/reactivate', { token: firstLink });
    expect(old.statusCode).toBe(422);
    expect(old.json()).toMatchObject({ code: 'account.link_invalid', field: 'token' });
    const reactivated = await post('/api/account/reactivate', { token: link });
    expect(reactivated.statusCode).toBe(200);
    const token = reactivated.json<{ token: string }>().token;
    expect((await me(token)).statusCode).toBe(200);
    expect((await userRow(account.id)).deactivatedAt).toBeNull();
    expect((await publicProfile(account.id)).statusCode).toBe(200);
    const twice = await post('/api/account/reactivate', { token: link });
    expect(twice.statusCode).toBe(422);
    expect((await signInWith(account.email)).statusCode).toBe(200);
    expect(mailbox.messages.filter((m) => m.to.includes(account.email))).toHaveLength(3);
  });

  it('answers an unknown link with link_invalid and a malformed one with a validation error', async () => {
    const unknown = await post('/api/account/reactivate', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'account.link_invalid' });
    const short = await post('/api/account/reactivate', { token: 'abc' });
    expect(short.statusCode).toBeGreaterThan(400);
    expect(short.statusCode).toBeLessThan(500);
  });
});

describe('the mailed links with two-factor sign-in', () => {
  /** Two-factor sign-in on through the settings API; answers the secret. */
  async function enableTwoFactor(token: string): Promise<string> {
    const setup = await post('/api/user/2fa/setup', { password: PASSWORD }, bearer(token));
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const enabled = await post(
      '/api/user/2fa/enable',
      { code: await currentTotp(secret) },
      bearer(token),
    );
    expect(enabled.statusCode).toBe(200);
    return secret;
  }

  const liveSessions = (userId: string) =>
    t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`));

  it('bring the account back without signing in; password and code then sign in', async () => {
    const account = await activeAccount();
    const secret = await enableTwoFactor(account.token);

    await post('/api/user/deactivate', { password: PASSWORD }, bearer(account.token));
    const link = linkToken(await mailbox.waitForMail(account.email), 'reactivate');
    const reactivated = await post('/api/account/reactivate', { token: link });
    expect(reactivated.statusCode).toBe(200);
    // Back, but the mailed link alone is no second factor: no session, no token.
    expect(reactivated.json()).toEqual({ status: 'sign_in_required' });
    expect((await userRow(account.id)).deactivatedAt).toBeNull();
    expect(await liveSessions(account.id)).toHaveLength(0);
    expect((await post('/api/account/reactivate', { token: link })).statusCode).toBe(422);

    // The normal sign-in asks for the code (not for reactivation) and takes password and code.
    const withoutCode = await signInWith(account.email);
    expect(withoutCode.statusCode).toBe(422);
    expect(withoutCode.json()).toMatchObject({ code: 'auth.two_factor_required', field: 'otp' });
    const signedIn = await post('/api/token', {
      email: account.email,
      password: PASSWORD,
      otp: await currentTotp(secret),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json<{ token: string }>().token;
    expect((await me(session)).statusCode).toBe(200);

    // The cancel-deletion link answers the same way.
    await post('/api/user/delete', { password: PASSWORD }, bearer(session));
    const restoreLink = linkToken(await mailbox.waitForMail(account.email), 'restore');
    const restored = await post('/api/account/restore', { token: restoreLink });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ status: 'sign_in_required' });
    expect((await userRow(account.id)).deletionRequestedAt).toBeNull();
    expect(await liveSessions(account.id)).toHaveLength(0);
  });
});

describe('POST /api/account/reactivation-mail', () => {
  it('mails a new link to a deactivated account and answers the same for anyone', async () => {
    const account = await activeAccount('de');
    await post('/api/user/deactivate', { password: PASSWORD }, bearer(account.token));
    await mailbox.waitForMail(account.email);

    const known = await post('/api/account/reactivation-mail', { email: account.email });
    const unknown = await post('/api/account/reactivation-mail', {
      email: 'niemand-hier@example.com',
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    const mail = await mailbox.waitForMail(account.email);
    expect(mailHeader(mail, 'subject')).toBeTruthy();
    expect(mailText(mail)).toContain('Konto reaktivieren');
    const response = await post('/api/account/reactivate', {
      token: linkToken(mail, 'reactivate'),
    });
    expect(response.statusCode).toBe(200);
  });

  it('mails nothing to an account in use', async () => {
    const account = await activeAccount();
    const before = mailbox.messages.length;
    const response = await post('/api/account/reactivation-mail', { email: account.email });
    expect(response.statusCode).toBe(202);
    await mailQueueSettled(t.app);
    expect(mailbox.messages.length).toBe(before);
  });

  it('is rate limited per e-mail like other account mails', async () => {
    const email = 'begrenzt@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await post('/api/account/reactivation-mail', { email })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses[5]).toBe(429);
  });
});

describe('POST /api/user/delete', () => {
  it('refuses a wrong current password', async () => {
    const account = await activeAccount();
    const response = await post(
      '/api/user/delete',
      { password: 'Falsch-Passw0rt' },
      bearer(account.token),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'account.wrong_password' });
    expect((await userRow(account.id)).deletionRequestedAt).toBeNull();
  });

  it('marks, revokes, hides the profile, refuses sign-in with the date; the link cancels', async () => {
    const account = await activeAccount();
    const viewer = await activeAccount();
    expect((await publicProfile(account.id, viewer.token)).statusCode).toBe(200);

    const response = await post('/api/user/delete', { password: PASSWORD }, bearer(account.token));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: string; purgeAt: string }>();
    expect(body.status).toBe('deletion_requested');
    const purgeAt = new Date(body.purgeAt);
    expect(purgeAt.getTime()).toBeGreaterThan(Date.now() + (GRACE_DAYS - 1) * DAY_MS);
    expect(purgeAt.getTime()).toBeLessThan(Date.now() + (GRACE_DAYS + 1) * DAY_MS);
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await publicProfile(account.id)).statusCode).toBe(404);
    expect((await publicProfile(account.id, viewer.token)).statusCode).toBe(404);
    expect((await userRow(account.id)).deletionRequestedAt).not.toBeNull();

    const mail = await mailbox.waitForMail(account.email);
    expect(mailHeader(mail, 'subject')).toContain('deleted');
    const text = mailText(mail);
    const englishDate = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(purgeAt);
    expect(text).toContain(`On ${englishDate} we delete your personal data`);
    const firstLink = linkToken(mail, 'restore');

    const refused = await post(
      '/api/token',
      { email: account.email, password: PASSWORD },
      {
        'accept-language': 'en',
      },
    );
    expect(refused.statusCode).toBe(403);
    const day = body.purgeAt.slice(0, 10);
    expect(refused.json()).toMatchObject({
      code: 'auth.account_deletion_pending',
      message: errorMessage('auth.account_deletion_pending', 'en', { date: day }),
    });
    const link = linkToken(await mailbox.waitForMail(account.email), 'restore');
    expect(link).not.toBe(firstLink);

    // A deactivation link does not cancel a deletion.
    const wrongKind = await post('/api/account/reactivate', { token: link });
    expect(wrongKind.statusCode).toBe(422);

    // That try used the link up: a fresh one comes with the next sign-in attempt.
    expect((await signInWith(account.email)).statusCode).toBe(403);
    const fresh = linkToken(await mailbox.waitForMail(account.email), 'restore');
    const restored = await post('/api/account/restore', { token: fresh });
    expect(restored.statusCode).toBe(200);
    expect((await me(restored.json<{ token: string }>().token)).statusCode).toBe(200);
    expect((await userRow(account.id)).deletionRequestedAt).toBeNull();
    expect((await publicProfile(account.id)).statusCode).toBe(200);
    expect((await post('/api/account/restore', { token: fresh })).statusCode).toBe(422);
  });

  it('does not cancel after the grace period', async () => {
    const account = await activeAccount();
    await post('/api/user/delete', { password: PASSWORD }, bearer(account.token));
    const link = linkToken(await mailbox.waitForMail(account.email), 'restore');
    await ageDeletion(account.id, GRACE_DAYS + 1);
    const response = await post('/api/account/restore', { token: link });
    expect(response.statusCode).toBe(422);
    expect((await userRow(account.id)).deletionRequestedAt).not.toBeNull(); // Back inside the grace period, so that the purge tests below count only their own accounts.
    await ageDeletion(account.id, 0);
  });
});

describe('the service API for admins', () => {
  it('deactivates without a mail; the owner cannot reactivate, an admin can', async () => {
    const account = await activeAccount();
    const before = mailbox.messages.length;
    const result = await t.app.modules.accountLifecycle.deactivate(account.id, { by: 'admin' });
    expect(result).toEqual({ status: 'deactivated', changed: true });
    expect(await t.app.modules.accountLifecycle.deactivate(account.id, { by: 'admin' })).toEqual({
      status: 'deactivated',
      changed: false,
    });
    expect((await me(account.token)).statusCode).toBe(401);

    const refused = await signInWith(account.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.account_deactivated_by_admin' });
    expect(
      (await post('/api/account/reactivation-mail', { email: account.email })).statusCode,
    ).toBe(202);
    await mailQueueSettled(t.app);
    expect(mailbox.messages.length).toBe(before);

    expect(await t.app.modules.accountLifecycle.reactivate(account.id, { by: 'admin' })).toEqual({
      changed: true,
    });
    expect((await signInWith(account.email)).statusCode).toBe(200);
  });

  it('marks for deletion without a mail and answers the purge date; an admin can cancel', async () => {
    const account = await activeAccount();
    const before = mailbox.messages.length;
    const result = await t.app.modules.accountLifecycle.requestDeletion(account.id, {
      by: 'admin',
    });
    expect(result.changed).toBe(true);
    expect(result.purgeAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = await t.app.modules.accountLifecycle.requestDeletion(account.id, { by: 'admin' });
    expect(again).toEqual({ ...result, changed: false });

    const refused = await signInWith(account.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'auth.account_deletion_pending_by_admin',
      params: { date: result.purgeAt?.slice(0, 10) },
    });
    await mailQueueSettled(t.app);
    expect(mailbox.messages.length).toBe(before);

    expect(
      await t.app.modules.accountLifecycle.cancelDeletion(account.id, { by: 'admin' }),
    ).toEqual({
      changed: true,
    });
    expect((await signInWith(account.email)).statusCode).toBe(200);
    expect(
      await t.app.modules.accountLifecycle.deactivate('unknown-user-id', { by: 'admin' }),
    ).toMatchObject({ changed: false });
  });
});

describe('the purge', () => {
  it('removes the personal data after the grace period, once, and leaves others alone', async () => {
    const due = await activeAccount();
    const inGrace = await activeAccount();
    for (const account of [due, inGrace]) {
      const response = await post(
        '/api/user/delete',
        { password: PASSWORD },
        bearer(account.token),
      );
      expect(response.statusCode).toBe(200);
      await mailbox.waitForMail(account.email);
    }
    await t.database.db
      .update(users)
      .set({
        phone: '+491701234567',
        firstname: 'Erika',
        lastname: 'Muster',
        preferences: { colorMode: 'dark' },
        totpSecret: 'JBSWY3DPEHPK3PXP',
        totpEnabledAt: new Date(),
      })
      .where(eq(users.id, due.id));
    await t.database.db.insert(profiles).values({
      userId: due.id,
      cityId: 2886242, // Köln, from the shipped city list
      instruments: ['bass'],
      birthday: '1990-05-01',
      description: 'Bassistin',
    });
    await t.database.db.insert(recoveryCodes).values({ userId: due.id, codeHash: 'a'.repeat(64) });
    await t.database.db.insert(externalIdentities).values({
      userId: due.id,
      provider: 'test',
      issuer: 'https://idp.example.com',
      subject: `sub-${due.id}`,
    });
    await ageDeletion(due.id, GRACE_DAYS + 1);
    await ageDeletion(inGrace.id, GRACE_DAYS - 1);

    const first = await t.app.modules.accountLifecycle.purgeDueAccounts();
    expect(first.purged).toBe(1);
    const purged = await userRow(due.id);
    expect(purged).toMatchObject({
      email: purgedEmail(due.id),
      passwordHash: null,
      firstname: null,
      lastname: null,
      phone: null,
      preferences: {},
      totpSecret: null,
      totpEnabledAt: null,
    });
    expect(purged.name).toBe(PURGED_NAME);
    expect(purged.purgedAt).not.toBeNull();
    for (const table of [sessions, accountCodes, recoveryCodes, externalIdentities, profiles]) {
      const rows = await t.database.db.select().from(table).where(eq(table.userId, due.id));
      expect(rows).toHaveLength(0);
    }
    // Nobody can sign in as the purged account, not even with its old e-mail and password.
    const signIn = await signInWith(due.email);
    expect(signIn.statusCode).toBe(422);
    expect(signIn.json()).toMatchObject({ code: 'auth.invalid_credentials' });
    expect((await publicProfile(due.id)).statusCode).toBe(404);

    const untouched = await userRow(inGrace.id);
    expect(untouched.email).toBe(inGrace.email);
    expect(untouched.purgedAt).toBeNull();

    const updatedAt = purged.updatedAt.getTime();
    const second = await t.app.modules.accountLifecycle.purgeDueAccounts();
    expect(second.purged).toBe(0);
    expect((await userRow(due.id)).updatedAt.getTime()).toBe(updatedAt);
    expect((await userRow(due.id)).purgedAt?.getTime()).toBe(purged.purgedAt?.getTime());
  });

  it('runs as a pg-boss job on the app database', async () => {
    const account = await activeAccount();
    await post('/api/user/delete', { password: PASSWORD }, bearer(account.token));
    await mailbox.waitForMail(account.email);
    await ageDeletion(account.id, GRACE_DAYS + 2);

    const runs: number[] = [];
    const job = createScheduledJobs({
      database: t.database,
      jobs: [
        accountPurgeJob(async () => {
          const result = await t.app.modules.accountLifecycle.purgeDueAccounts();
          runs.push(result.purged);
          return result;
        }, '17 3 * * *'),
      ],
      log: { info: () => undefined, error: () => undefined },
      pollingIntervalSeconds: 0.5,
    });
    try {
      await job.start();
      const deadline = Date.now() + 15_000;
      while ((await userRow(account.id)).purgedAt === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await userRow(account.id)).purgedAt).not.toBeNull();
      expect(runs).toContain(1);
      // On demand: a second run finds nothing left to do.
      const before = runs.length;
      await job.runNow(ACCOUNT_PURGE_QUEUE);
      const until = Date.now() + 15_000;
      while (runs.length === before && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(runs.slice(before)).toEqual([0]);
      expect(await job.boss?.getSchedules(ACCOUNT_PURGE_QUEUE)).toHaveLength(1);
    } finally {
      await job.stop();
    }
  }, 40_000);
});
