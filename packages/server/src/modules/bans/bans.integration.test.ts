import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppError, errorMessage, formatBanEnd } from '@backline/domain';
import { users } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../../db/seed/index.ts';
import { currentTotp } from '../two-factor/two-factor.service.ts';
import {
  bearer,
  buildTestApp,
  nextTestAddress,
  signIn,
  type TestApp,
} from '../../test/build-test-app.ts';
import { createBansService, type BansService } from './bans.service.ts';

let t: TestApp;
let bans: BansService;
let adminToken: string;
let musicianToken: string;
let musicianId: string;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  bans = createBansService(t.database.db);
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
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.musician.email));
  musicianId = row?.id ?? '';
});

afterAll(async () => {
  await t?.dispose();
});

const ctxFor = (locale: 'de' | 'en') => ({
  user: { id: musicianId },
  locale,
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the posting guard', () => {
  it('lets a user without a ban post, and refuses visitors', async () => {
    await expect(bans.assertMayPost(ctxFor('de'))).resolves.toEqual({ shadowed: false });
    const visitor = await refusal(bans.assertMayPost({ user: null, locale: 'de' }));
    expect(visitor.code).toBe('auth.required');
  });

  it("refuses posting during a community ban set by an admin, with the end in the caller's language", async () => {
    const until = new Date(Date.now() + 2 * 86_400_000);
    until.setSeconds(0, 0);
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${musicianId}/community-ban`,
      headers: bearer(adminToken),
      payload: { until: until.toISOString(), reason: 'Test' },
    });
    expect(set.statusCode).toBe(200);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(musicianToken),
    });
    expect(me.json().user.bans).toEqual({ communityBanUntil: until.toISOString() });

    const german = await refusal(bans.assertMayPost(ctxFor('de')));
    expect(german.code).toBe('moderation.community_ban');
    const germanDate = formatBanEnd(until, 'de');
    expect(german.params).toEqual({ date: germanDate });
    expect(errorMessage('moderation.community_ban', 'de', { date: germanDate })).toBe(
      `Community-Sperre. Du kannst bis ${germanDate} nichts veröffentlichen`,
    );
    const english = await refusal(bans.assertMayPost(ctxFor('en')));
    const englishDate = formatBanEnd(until, 'en');
    expect(english.params).toEqual({ date: englishDate });
    expect(englishDate).not.toBe(germanDate);
    expect(errorMessage('moderation.community_ban', 'en', english.params)).toBe(
      `Community ban. You can not post until ${englishDate}`,
    );

    // Past its end the ban no longer stops posting.
    await expect(
      bans.assertMayPost(ctxFor('de'), new Date(until.getTime() + 1000)),
    ).resolves.toEqual({ shadowed: false });

    const lifted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${musicianId}/remove-ban`,
      headers: bearer(adminToken),
      payload: { kind: 'community' },
    });
    expect(lifted.statusCode).toBe(200);
    await expect(bans.assertMayPost(ctxFor('de'))).resolves.toEqual({ shadowed: false });
  });

  it('does not stop a shadow-banned user from posting', async () => {
    await t.database.db
      .update(users)
      .set({ shadowBannedAt: new Date() })
      .where(eq(users.id, musicianId));
    await expect(bans.assertMayPost(ctxFor('en'))).resolves.toEqual({ shadowed: true });
  });
});
