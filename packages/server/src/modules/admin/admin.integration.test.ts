import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { accountCodes, adminAuditLog, users } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../../db/seed/index.ts';
import { currentTotp } from '../two-factor/two-factor.service.ts';
import { hashPassword } from '../../platform/passwords.ts';
import {
  bearer,
  buildTestApp,
  nextTestAddress,
  signIn,
  type TestApp,
} from '../../test/build-test-app.ts';
import { extractCode, mailText, startMailbox, type Mailbox } from '../../test/mailbox.ts';

const PASSWORD = 'Zielgerade9Kreis';

let mailbox: Mailbox;
let t: TestApp;
let adminToken: string;
let adminId: string;
let musicianToken: string;
let passwordHash: string;
let counter = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ seed: true, env: { SMTP_URL: mailbox.url } });
  passwordHash = await hashPassword(PASSWORD);
  // The demo admin has two-factor sign-in on (site admins must).
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/token',
    payload: {
      email: DEMO_ACCOUNTS.admin.email,
      password: DEMO_PASSWORD,
      otp: await currentTotp(DEMO_ADMIN_TOTP_SECRET),
    },
    remoteAddress: nextTestAddress(),
  });
  expect(signedIn.statusCode).toBe(200);
  adminToken = signedIn.json<{ token: string }>().token;
  musicianToken = await signIn(t.app, DEMO_ACCOUNTS.musician.email);
  const [admin] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
  adminId = admin?.id ?? '';
});

afterAll(async () => {
  await t?.dispose();
  await mailbox?.close();
});

/** A fresh activated account with a name and e-mail nobody else has. */
async function createUser(overrides: { activated?: boolean; locale?: 'de' | 'en' } = {}) {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  const email = `verwaltet.${stamp}@example.com`;
  const name = `Verwaltet Zielperson ${stamp}`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      name,
      passwordHash,
      locale: overrides.locale ?? 'de',
      activatedAt: overrides.activated === false ? null : new Date(),
    })
    .returning({ id: users.id });
  return { id: row?.id ?? '', email, name };
}

const adminGet = (url: string, token = adminToken) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

const adminPost = (url: string, payload: Record<string, unknown> = {}, token = adminToken) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

const keySignIn = (key: string, remoteAddress = nextTestAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/token', payload: { key }, remoteAddress });

const me = (token: string, locale = 'de') =>
  t.app.inject({
    method: 'GET',
    url: '/api/user/me',
    headers: { ...bearer(token), 'accept-language': locale },
  });

const auditRows = (userId: string) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetUserId, userId))
    .orderBy(adminAuditLog.createdAt);

async function signInUser(email: string) {
  return signIn(t.app, email, PASSWORD);
}

describe('who may use /api/admin', () => {
  const routes = (id: string) => [
    { method: 'GET' as const, url: '/api/admin/users?q=a' },
    { method: 'GET' as const, url: `/api/admin/users/${id}` },
    { method: 'POST' as const, url: `/api/admin/users/${id}/password-reset` },
    { method: 'POST' as const, url: `/api/admin/users/${id}/login-key` },
    { method: 'POST' as const, url: `/api/admin/users/${id}/shadow-ban` },
    { method: 'POST' as const, url: `/api/admin/users/${id}/community-ban` },
    { method: 'POST' as const, url: `/api/admin/users/${id}/remove-ban` },
    { method: 'POST' as const, url: `/api/admin/users/${id}/end-sessions` },
    { method: 'POST' as const, url: `/api/admin/users/${id}/deactivate` },
    { method: 'POST' as const, url: `/api/admin/users/${id}/delete` },
  ];

  it('answers visitors 401 and members without the admin role 403, changing nothing', async () => {
    const target = await createUser();
    for (const route of routes(target.id)) {
      const payload =
        route.method === 'POST'
          ? { until: new Date(Date.now() + 86_400_000).toISOString() }
          : undefined;
      const visitor = await t.app.inject({ ...route, payload });
      expect(visitor.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(visitor.json().code).toBe('auth.required');
      const member = await t.app.inject({ ...route, payload, headers: bearer(musicianToken) });
      expect(member.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(member.json().code).toBe('auth.forbidden');
    }
    expect(await auditRows(target.id)).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.communityBanUntil).toBeNull();
    expect(row?.shadowBannedAt).toBeNull();
  });
});

describe('two-factor sign-in for site admins', () => {
  it('refuses an admin without two-factor sign-in', async () => {
    const other = await createUser();
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.id));
    const token = await signInUser(other.email);
    const response = await adminGet('/api/admin/users?q=a', token);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth.two_factor_setup_required');
  });
});

describe('GET /api/admin/users', () => {
  it('finds accounts by part of the name or the e-mail, case-insensitively', async () => {
    const target = await createUser();
    const byName = await adminGet(
      `/api/admin/users?q=${encodeURIComponent(target.name.slice(9).toUpperCase())}`,
    );
    expect(byName.statusCode).toBe(200);
    const found = byName.json().users;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: target.id,
      name: target.name,
      email: target.email,
      type: 'private',
      role: 'user',
      deactivatedAt: null,
      deletionRequestedAt: null,
      bans: { shadowBannedAt: null, communityBanUntil: null, communityBanActive: false },
    });
    expect(found[0].activatedAt).toEqual(expect.any(String));

    const byEmail = await adminGet(`/api/admin/users?q=${encodeURIComponent(target.email)}`);
    expect(byEmail.json().users.map((u: { id: string }) => u.id)).toEqual([target.id]);
  });

  it('takes % and _ literally and pages through the results', async () => {
    const wildcard = await adminGet(`/api/admin/users?q=${encodeURIComponent('%')}`);
    expect(wildcard.statusCode).toBe(200);
    expect(wildcard.json().users).toEqual([]);

    const first = await adminGet('/api/admin/users?q=&page=1');
    const body = first.json();
    expect(body.users).toHaveLength(20);
    expect(body.hasMore).toBe(true);
    const second = (await adminGet('/api/admin/users?page=2')).json();
    expect(second.page).toBe(2);
    const firstIds = new Set(body.users.map((u: { id: string }) => u.id));
    expect(second.users.some((u: { id: string }) => firstIds.has(u.id))).toBe(false);
  });

  it('refuses a bad page number', async () => {
    expect((await adminGet('/api/admin/users?page=0')).statusCode).toBe(422);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows the facts and live sessions of an account', async () => {
    const target = await createUser({ locale: 'en' });
    await signInUser(target.email);
    const response = await adminGet(`/api/admin/users/${target.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: target.id, email: target.email, locale: 'en', twoFactorEnabled: false },
      sessions: 1,
      auditLog: [],
    });
  });

  it('answers 404 for an unknown account', async () => {
    const response = await adminGet('/api/admin/users/unknown0000000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('admin.user_not_found');
  });
});

describe('one-time login keys', () => {
  it('makes a key that signs in once; the audit log keeps the reason', async () => {
    const target = await createUser();
    const created = await adminPost(`/api/admin/users/${target.id}/login-key`, {
      reason: 'Support-Ticket 4711',
    });
    expect(created.statusCode).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const { key, url, expiresAt } = created.json();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`${t.config.appUrl}/login?key=${key}`);
    const ttl = new Date(expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(10 * 60 * 1000 + 5000);

    const [stored] = await t.database.db
      .select()
      .from(accountCodes)
      .where(and(eq(accountCodes.userId, target.id), eq(accountCodes.purpose, 'login_key')));
    expect(stored?.createdBy).toBe(adminId);
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(key);

    const signedIn = await keySignIn(key);
    expect(signedIn.statusCode).toBe(200);
    const whoami = await me(signedIn.json().token);
    expect(whoami.json().user.id).toBe(target.id);

    const again = await keySignIn(key);
    expect(again.statusCode).toBe(422);
    const never = await keySignIn('dGhpcy1rZXktbmV2ZXItZXhpc3RlZC1hdC1hbGwtMTIzNDU2');
    expect(never.statusCode).toBe(422);
    expect(again.json()).toEqual(never.json());
    expect(again.json()).toEqual({
      code: 'auth.invalid_credentials',
      message: 'Unbekanntes Konto oder falsche Zugangsdaten',
    });

    const [entry] = await auditRows(target.id);
    expect(entry).toMatchObject({
      actorId: adminId,
      targetUserId: target.id,
      action: 'login_key',
      reason: 'Support-Ticket 4711',
    });
    expect(JSON.stringify(entry?.details)).not.toContain(key);
  });

  it('refuses an expired key with the same answer', async () => {
    const target = await createUser();
    const { key } = (await adminPost(`/api/admin/users/${target.id}/login-key`)).json();
    await t.database.db
      .update(accountCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(accountCodes.userId, target.id), eq(accountCodes.purpose, 'login_key')));
    const response = await keySignIn(key);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('auth.invalid_credentials');
  });

  it('replaces the old key with a new one', async () => {
    const target = await createUser();
    const first = (await adminPost(`/api/admin/users/${target.id}/login-key`)).json().key;
    const second = (await adminPost(`/api/admin/users/${target.id}/login-key`)).json().key;
    expect(second).not.toBe(first);
    expect((await keySignIn(first)).statusCode).toBe(422);
    expect((await keySignIn(second)).statusCode).toBe(200);
  });

  it('limits key attempts per client address like password sign-ins', async () => {
    const address = nextTestAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await keySignIn(`wrong-key-${i}-aaaaaaaaaaaaaaaa`, address)).statusCode).toBe(422);
    }
    const limited = await keySignIn('wrong-key-last-aaaaaaaaaaaaaaa', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('makes no key for an account that is not activated', async () => {
    const target = await createUser({ activated: false });
    const response = await adminPost(`/api/admin/users/${target.id}/login-key`);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('admin.account_not_active');
    expect(await auditRows(target.id)).toEqual([]);
  });
});

describe('POST /api/admin/users/:id/password-reset', () => {
  it('mails the reset code mail and writes the audit log', async () => {
    const target = await createUser();
    const response = await adminPost(`/api/admin/users/${target.id}/password-reset`, {
      reason: 'Hat sich ausgesperrt',
    });
    expect(response.statusCode).toBe(200);
    const raw = await mailbox.waitForMail(target.email);
    expect(extractCode(raw)).toMatch(/^\d{6}$/);
    expect(mailText(raw)).toContain(`/login?reset=${encodeURIComponent(target.email)}`);
    expect(response.json().auditLog).toMatchObject([
      {
        action: 'password_reset',
        reason: 'Hat sich ausgesperrt',
        actor: { id: adminId, name: DEMO_ACCOUNTS.admin.name },
      },
    ]);
  });
});

describe('bans', () => {
  it('sets a community ban that the user sees in me, and removes it', async () => {
    const target = await createUser();
    const token = await signInUser(target.email);
    const until = new Date(Date.now() + 3 * 86_400_000);
    until.setMilliseconds(0);
    const response = await adminPost(`/api/admin/users/${target.id}/community-ban`, {
      until: until.toISOString(),
      reason: 'Beleidigungen im Forum',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.bans).toEqual({
      shadowBannedAt: null,
      communityBanUntil: until.toISOString(),
      communityBanActive: true,
    });
    expect(response.json().auditLog[0]).toMatchObject({
      action: 'community_ban',
      reason: 'Beleidigungen im Forum',
      details: { until: until.toISOString() },
    });

    const mine = await me(token);
    expect(mine.json().user.bans).toEqual({ communityBanUntil: until.toISOString() });

    const lifted = await adminPost(`/api/admin/users/${target.id}/remove-ban`, {
      kind: 'community',
      reason: 'Einspruch angenommen',
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().user.bans.communityBanUntil).toBeNull();
    expect(lifted.json().auditLog.map((e: { action: string }) => e.action)).toEqual([
      'remove_ban',
      'community_ban',
    ]);
    expect((await me(token)).json().user.bans).toEqual({ communityBanUntil: null });
  });

  it('refuses a ban end in the past and bans on oneself', async () => {
    const target = await createUser();
    const past = await adminPost(`/api/admin/users/${target.id}/community-ban`, {
      until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ code: 'admin.ban_end_in_past', field: 'until' });

    const future = new Date(Date.now() + 86_400_000).toISOString();
    for (const [path, payload] of [
      ['community-ban', { until: future }],
      ['shadow-ban', {}],
      ['remove-ban', {}],
    ] as const) {
      const self = await adminPost(`/api/admin/users/${adminId}/${path}`, payload);
      expect(self.statusCode, path).toBe(422);
      expect(self.json().code).toBe('admin.self_action');
    }
    expect(await auditRows(target.id)).toEqual([]);
  });

  it('records a shadow ban without telling the user', async () => {
    const target = await createUser();
    const token = await signInUser(target.email);
    const response = await adminPost(`/api/admin/users/${target.id}/shadow-ban`, {
      reason: 'Spam',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.bans.shadowBannedAt).toEqual(expect.any(String));
    const mine = (await me(token)).body;
    expect(mine).not.toContain('shadow');
    expect(JSON.parse(mine).user.bans).toEqual({ communityBanUntil: null });

    const removed = await adminPost(`/api/admin/users/${target.id}/remove-ban`, {});
    expect(removed.json().user.bans.shadowBannedAt).toBeNull();
    expect(removed.json().auditLog[0]).toMatchObject({
      action: 'remove_ban',
      reason: null,
      details: { kind: 'all' },
    });
  });

  it('refuses a reason over 1000 characters', async () => {
    const target = await createUser();
    const response = await adminPost(`/api/admin/users/${target.id}/shadow-ban`, {
      reason: 'x'.repeat(1001),
    });
    expect(response.statusCode).toBe(422);
    expect(await auditRows(target.id)).toEqual([]);
  });
});

describe('deactivating and deleting', () => {
  it('deactivates an account: its sessions end, sign-in is refused, the log keeps the reason', async () => {
    const target = await createUser();
    const token = await signInUser(target.email);
    const response = await adminPost(`/api/admin/users/${target.id}/deactivate`, {
      reason: 'Betrugsverdacht',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.deactivatedAt).toEqual(expect.any(String));
    expect(response.json().sessions).toBe(0);
    expect(response.json().auditLog[0]).toMatchObject({
      action: 'deactivate',
      reason: 'Betrugsverdacht',
      details: { changed: true },
    });
    expect((await me(token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email: target.email, password: PASSWORD },
      remoteAddress: nextTestAddress(),
    });
    expect(again.statusCode).toBeGreaterThan(400);
    // No reactivation mail goes out for an admin's deactivation.
    expect(mailbox.messages.some((mail) => mail.to.includes(target.email))).toBe(false);
  });

  it('reactivates an account an admin deactivated, and restores one marked for deletion', async () => {
    const target = await createUser();
    await adminPost(`/api/admin/users/${target.id}/deactivate`, {});
    const reactivated = await adminPost(`/api/admin/users/${target.id}/reactivate`, {
      reason: 'geklärt',
    });
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().user.deactivatedAt).toBeNull();
    expect(reactivated.json().auditLog[0]).toMatchObject({
      action: 'reactivate',
      reason: 'geklärt',
      details: { changed: true },
    });
    expect((await me(await signInUser(target.email))).statusCode).toBe(200);

    await adminPost(`/api/admin/users/${target.id}/delete`, {});
    const restored = await adminPost(`/api/admin/users/${target.id}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(restored.json().user.deletionRequestedAt).toBeNull();
    expect(restored.json().auditLog[0]).toMatchObject({ action: 'cancel_deletion' });
    expect((await me(await signInUser(target.email))).statusCode).toBe(200);
  });

  it('marks an account for deletion', async () => {
    const target = await createUser();
    const token = await signInUser(target.email);
    const response = await adminPost(`/api/admin/users/${target.id}/delete`, { reason: 'DSGVO' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.deletionRequestedAt).toEqual(expect.any(String));
    expect(response.json().auditLog[0]).toMatchObject({
      action: 'delete',
      reason: 'DSGVO',
      details: { changed: true, purgeAt: expect.any(String) },
    });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses to deactivate or delete oneself', async () => {
    for (const path of ['deactivate', 'delete']) {
      const self = await adminPost(`/api/admin/users/${adminId}/${path}`);
      expect(self.statusCode, path).toBe(422);
      expect(self.json().code).toBe('admin.self_action');
    }
    expect((await me(adminToken)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/users/:id/end-sessions', () => {
  it('signs the account out everywhere', async () => {
    const target = await createUser();
    const tokens = [await signInUser(target.email), await signInUser(target.email)];
    const response = await adminPost(`/api/admin/users/${target.id}/end-sessions`, {
      reason: 'Konto übernommen',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().sessions).toBe(0);
    expect(response.json().auditLog[0]).toMatchObject({
      action: 'end_sessions',
      details: { ended: 2 },
    });
    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
    // The admin's own session is untouched.
    expect((await me(adminToken)).statusCode).toBe(200);
  });
});
