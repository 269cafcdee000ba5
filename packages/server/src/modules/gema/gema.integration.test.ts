import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ApiErrorSchema,
  GEMA_VERIFICATION_LIMIT,
  errorMessage,
  hasMembersOnlyAccess,
  isGemaBadgeVisible,
  type GemaCompletion,
  type GemaStatus,
  type GemaVerificationStarted,
} from '@backline/domain';
import {
  bookmarks,
  gemaMemberships,
  gemaVerifications,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { bearer, buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';

let t: TestApp;
let fx: Fixtures;
let memberCounter = 0;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
});

/** A member number nobody else in this run has (8 digits). */
const newMemberNumber = () => {
  memberCounter += 1;
  return String(10_000_000 + ((process.pid * 1000 + memberCounter) % 89_999_999));
};

const newUser = () => fx.createSignedInAccount();

type Json = Record<string, unknown>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: Json,
  headers: Record<string, string> = {},
) => injectAs(t.app, method, url, token, payload, headers);

const status = async (token: string) => (await call('GET', '/api/gema', token)).json<GemaStatus>();

async function start(token: string, memberNumber: string) {
  const response = await call('POST', '/api/gema/verifications', token, { memberNumber });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GemaVerificationStarted>();
}

/**
 * The browser at the development society: opens the page, presses a button and follows the
 * redirect back to the app; answers the 'back to app' URL.
 */
async function visitSociety(redirectUrl: string, result: 'confirmed' | 'cancelled') {
  const url = new URL(redirectUrl);
  const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  expect(page.body).not.toMatch(/<script/i);
  const form = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      (m[2] ?? '').replaceAll('&amp;', '&'),
    ]),
  );
  const decision = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form, result }).toString(),
  });
  expect(decision.statusCode).toBe(303);
  return { page: page.body, back: new URL(decision.headers.location as string) };
}

async function complete(token: string, back: URL, headers: Record<string, string> = {}) {
  return call(
    'POST',
    '/api/gema/complete',
    token,
    { state: back.searchParams.get('state'), result: back.searchParams.get('result') },
    headers,
  );
}

describe('GEMA verification', () => {
  it('runs the whole flow through the development society and back to the app', async () => {
    const user = await newUser();
    const number = newMemberNumber();
    const before = await status(user.token);
    expect(before).toEqual({
      available: true,
      simulated: true,
      verified: false,
      memberNumber: null,
      verifiedAt: null,
      badge: 'public',
      pending: null,
    });

    const started = await start(user.token, ` ${number.slice(0, 4)} ${number.slice(4)} `);
    expect(started.redirectUrl).toMatch(/\/api\/gema\/dev-society\?state=/);
    const pending = await status(user.token);
    expect(pending.pending).toEqual({
      memberNumber: `•••••${number.slice(-3)}`,
      expiresAt: started.expiresAt,
    });
    const minutes = (Date.parse(started.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(28);
    expect(minutes).toBeLessThanOrEqual(30.1);

    const { page, back } = await visitSociety(started.redirectUrl, 'confirmed');
    expect(page).toContain(number);
    expect(`${back.origin}${back.pathname}`).toBe(`${t.config.appUrl}/user/gema`);
    expect(back.searchParams.get('result')).toBe('confirmed');

    const done = await complete(user.token, back);
    expect(done.statusCode).toBe(200);
    const completion = done.json<GemaCompletion>();
    expect(completion.result).toBe('confirmed');
    expect(completion.status).toMatchObject({
      verified: true,
      memberNumber: `•••••${number.slice(-3)}`,
      pending: null,
    });
    expect(await t.app.modules.gema.isGemaVerified(user.id)).toBe(true);
    expect(
      hasMembersOnlyAccess({ gemaVerified: await t.app.modules.gema.isGemaVerified(user.id) }),
    ).toBe(true);

    // The state works once.
    const again = await complete(user.token, back);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'gema.verification_invalid', field: 'state' });
    // The society page no longer knows it either.
    const stale = await t.app.inject({
      method: 'GET',
      url: new URL(started.redirectUrl).pathname + new URL(started.redirectUrl).search,
    });
    expect(stale.statusCode).toBe(404);
  });

  it('ends without a membership when the member cancels at the society', async () => {
    const user = await newUser();
    const started = await start(user.token, newMemberNumber());
    const { back } = await visitSociety(started.redirectUrl, 'cancelled');
    const done = await complete(user.token, back);
    expect(done.statusCode).toBe(200);
    expect(done.json<GemaCompletion>()).toMatchObject({
      result: 'cancelled',
      status: { verified: false, pending: null },
    });
  });

  it('refuses a member number another account holds, at the start and at completion', async () => {
    const first = await newUser();
    const second = await newUser();
    const number = newMemberNumber();
    // Both start before either completes: the second completion must fail.
    const a = await start(first.token, number);
    const b = await start(second.token, number);
    const backA = (await visitSociety(a.redirectUrl, 'confirmed')).back;
    const backB = (await visitSociety(b.redirectUrl, 'confirmed')).back;
    expect((await complete(first.token, backA)).statusCode).toBe(200);
    const late = await complete(second.token, backB, { 'accept-language': 'en' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'account.gema_already_linked',
      field: 'memberNumber',
      message: 'The GEMA account is already linked to another user account',
    });
    expect((await status(second.token)).verified).toBe(false);

    const early = await call(
      'POST',
      '/api/gema/verifications',
      second.token,
      { memberNumber: number },
      { 'accept-language': 'de' },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'account.gema_already_linked',
      message: errorMessage('account.gema_already_linked', 'de'),
    });
  });

  it('links one number to one account even when two complete at the same time', async () => {
    const users = await Promise.all([newUser(), newUser(), newUser()]);
    const number = newMemberNumber();
    const backs: URL[] = [];
    for (const user of users) {
      const started = await start(user.token, number);
      backs.push((await visitSociety(started.redirectUrl, 'confirmed')).back);
    }
    const answers = await Promise.all(
      users.map((user, i) => complete(user.token, backs[i] as URL)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('expires a pending verification after 30 minutes', async () => {
    const user = await newUser();
    const started = await start(user.token, newMemberNumber());
    const { back } = await visitSociety(started.redirectUrl, 'confirmed');
    await t.database.db
      .update(gemaVerifications)
      .set({
        createdAt: sql`now() - interval '31 minutes'`,
        expiresAt: sql`now() - interval '1 minute'`,
      })
      .where(eq(gemaVerifications.userId, user.id));
    expect((await status(user.token)).pending).toBeNull();
    const done = await complete(user.token, back);
    expect(done.statusCode).toBe(422);
    expect(done.json()).toMatchObject({ code: 'gema.verification_expired', field: 'state' });
    const [row] = await t.database.db
      .select({ state: gemaVerifications.state })
      .from(gemaVerifications)
      .where(eq(gemaVerifications.userId, user.id));
    expect(row?.state).toBe('expired');
    expect((await status(user.token)).verified).toBe(false);
  });

  it("does not let another account complete someone's verification", async () => {
    const owner = await newUser();
    const thief = await newUser();
    const started = await start(owner.token, newMemberNumber());
    const { back } = await visitSociety(started.redirectUrl, 'confirmed');
    const stolen = await complete(thief.token, back);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json()).toMatchObject({ code: 'gema.verification_invalid' });
    expect((await complete(owner.token, back)).statusCode).toBe(200);
  });

  it('checks the member number format and limits how often verification starts', async () => {
    const user = await newUser();
    for (const memberNumber of ['123', '12345678901234', 'abc12345']) {
      const bad = await call('POST', '/api/gema/verifications', user.token, { memberNumber });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({
        code: 'gema.invalid_member_number',
        field: 'memberNumber',
      });
    }
    const missing = await call('POST', '/api/gema/verifications', user.token, {});
    expect(missing.json()).toMatchObject({ code: 'validation.required', field: 'memberNumber' });
    for (let i = 0; i < GEMA_VERIFICATION_LIMIT.limit; i += 1) {
      await start(user.token, newMemberNumber());
    }
    const limited = await call('POST', '/api/gema/verifications', user.token, {
      memberNumber: newMemberNumber(),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('unlinks a membership, after which the number is free for another account', async () => {
    const first = await newUser();
    const second = await newUser();
    const number = newMemberNumber();
    const started = await start(first.token, number);
    await complete(first.token, (await visitSociety(started.redirectUrl, 'confirmed')).back);
    const unlinked = await call('DELETE', '/api/gema', first.token);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json<GemaStatus>()).toMatchObject({ verified: false, memberNumber: null });
    expect(await t.app.modules.gema.isGemaVerified(first.id)).toBe(false);
    const next = await start(second.token, number);
    await complete(second.token, (await visitSociety(next.redirectUrl, 'confirmed')).back);
    expect((await status(second.token)).verified).toBe(true);
    const verified = await t.app.modules.gema.verifiedAmong([first.id, second.id, 'nobody1234']);
    expect([...verified]).toEqual([second.id]);
  });

  it('stores the badge visibility, making the profile row when missing', async () => {
    const user = await newUser();
    for (const visibility of ['gema', 'none', 'public'] as const) {
      const saved = await call('PUT', '/api/gema/badge', user.token, { visibility });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<GemaStatus>().badge).toBe(visibility);
      const [row] = await t.database.db
        .select({ badge: profiles.gemaBadge })
        .from(profiles)
        .where(eq(profiles.userId, user.id));
      expect(row?.badge).toBe(visibility);
    }
    const bad = await call('PUT', '/api/gema/badge', user.token, { visibility: 'friends' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ field: 'visibility' });
  });

  it("shows the badge by the owner's choice and the viewer's membership", async () => {
    const owner = await newUser();
    const member = await newUser();
    await fx.verifyGema(owner.id);
    await fx.verifyGema(member.id);
    await call('PUT', '/api/gema/badge', owner.token, { visibility: 'gema' });
    const ownerStatus = await status(owner.token);
    const verified = await t.app.modules.gema.verifiedAmong([owner.id, member.id]);
    const visibleTo = (viewerVerified: boolean) =>
      isGemaBadgeVisible(ownerStatus.badge, viewerVerified, verified.has(owner.id));
    expect(visibleTo(verified.has(member.id))).toBe(true);
    expect(visibleTo(false)).toBe(false);
  });

  it('refuses an unknown state at the society page without revealing anything', async () => {
    const url = `/api/gema/dev-society?state=${'A'.repeat(43)}&return=${encodeURIComponent(`${t.config.appUrl}/user/gema`)}`;
    // A browser gets a page ...
    const page = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // ... any other client the API's error answer.
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(answer.json())).toMatchObject({ code: 'request.not_found' });
  });

  it('never redirects from the society page to another site', async () => {
    const user = await newUser();
    const started = await start(user.token, newMemberNumber());
    const state = new URL(started.redirectUrl).searchParams.get('state') ?? '';
    const decision = await t.app.inject({
      method: 'POST',
      url: '/api/gema/dev-society',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state,
        return: 'https://evil.example/user/gema',
        result: 'confirmed',
      }).toString(),
    });
    expect(decision.statusCode).toBe(404);
    expect(decision.headers.location).toBeUndefined();
  });

  it('purges the membership, verifications and bookmarks with a deleted account', async () => {
    const user = await newUser();
    await start(user.token, newMemberNumber());
    await fx.verifyGema(user.id);
    await t.database.db
      .insert(bookmarks)
      .values({ userId: user.id, name: 'Weg damit', route: '/gigs' });
    await t.database.db
      .update(users)
      .set({ deletionRequestedAt: sql`now() - interval '400 days'` })
      .where(eq(users.id, user.id));
    await t.app.modules.accountLifecycle.purgeDueAccounts();
    const left = await Promise.all([
      t.database.db.select().from(gemaMemberships).where(eq(gemaMemberships.userId, user.id)),
      t.database.db.select().from(gemaVerifications).where(eq(gemaVerifications.userId, user.id)),
      t.database.db.select().from(bookmarks).where(eq(bookmarks.userId, user.id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0]);
  });

  it('needs a session for the own status and actions', async () => {
    expect((await call('GET', '/api/gema', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/gema', null)).statusCode).toBe(401);
  });
});

describe('GEMA verification switched off', () => {
  it('answers gema.unavailable and serves no society page', async () => {
    const off = await buildTestApp({ env: { GEMA_PROVIDER: 'disabled' } });
    try {
      const offFx = await createFixtures(off.app);
      const account = await offFx.createAccount();
      const { token } = await offFx.createSession(account.id);
      const statusAnswer = await off.app.inject({
        method: 'GET',
        url: '/api/gema',
        headers: bearer(token),
      });
      expect(statusAnswer.json<GemaStatus>().available).toBe(false);
      const started = await off.app.inject({
        method: 'POST',
        url: '/api/gema/verifications',
        headers: bearer(token),
        payload: { memberNumber: '12345678' },
      });
      expect(started.statusCode).toBe(503);
      expect(started.json()).toMatchObject({ code: 'gema.unavailable' });
      const page = await off.app.inject({
        method: 'GET',
        url: `/api/gema/dev-society?state=${'A'.repeat(43)}&return=x`,
      });
      // No such route: the generic `GET /api/{type}/{id}` refuses it as a bad id.
      expect(page.statusCode).toBeGreaterThan(400);
      expect(page.headers['content-type']).not.toMatch(/html/);
    } finally {
      await off.dispose();
    }
  });
});
