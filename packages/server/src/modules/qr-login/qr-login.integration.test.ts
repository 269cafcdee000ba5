import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  QR_CHALLENGE_TTL_SECONDS,
  QR_CODE_LENGTH,
  type QrChallengeCreated,
  type QrChallengeDetails,
} from '@backline/domain';
import { qrLoginChallenges, sessions } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/index.ts';
import { hashSessionToken } from '../../platform/tokens.ts';
import {
  bearer,
  buildTestApp,
  nextTestAddress,
  signIn,
  type TestApp,
} from '../../test/build-test-app.ts';
import { approvalCode, QR_CREATE_LIMIT_PER_ADDRESS } from './qr-login.service.ts';

const WAITING_BROWSER = {
  platform: 'Linux x86_64',
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  language: 'de-DE',
};

let t: TestApp;
let phone: string;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  phone = await signIn(t.app);
});

afterAll(async () => {
  await t?.dispose();
});

async function createChallenge(address = '192.0.2.10'): Promise<QrChallengeCreated> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/qrlogin',
    headers: { 'x-device-info': JSON.stringify(WAITING_BROWSER) },
    remoteAddress: address,
  });
  expect(response.statusCode).toBe(200);
  return response.json<QrChallengeCreated>();
}

const wait = (challenge: { id: string; secret: string }, timeout = 0) =>
  t.app.inject({
    method: 'POST',
    url: `/api/qrlogin/${challenge.id}/wait`,
    headers: { 'x-device-info': JSON.stringify(WAITING_BROWSER) },
    payload: { secret: challenge.secret, timeout },
  });

const approve = (challenge: { id: string; code: string }, token: string | null = phone) =>
  t.app.inject({
    method: 'POST',
    url: `/api/qrlogin/${challenge.id}/approve`,
    headers: token ? bearer(token) : {},
    payload: { code: challenge.code },
  });

const details = (challenge: { id: string; code: string }, token: string | null = phone) =>
  t.app.inject({
    method: 'GET',
    url: `/api/qrlogin/${challenge.id}/details?code=${encodeURIComponent(challenge.code)}`,
    headers: token ? bearer(token) : {},
  });

describe('POST /api/qrlogin', () => {
  it('creates a 2-minute challenge and stores only the hash of the secret', async () => {
    const before = Date.now();
    const challenge = await createChallenge();
    expect(challenge.code).toMatch(new RegExp(`^[0-9A-Z]{${QR_CODE_LENGTH}}$`));
    expect(challenge.secret.length).toBeGreaterThanOrEqual(43);
    const lifetime = new Date(challenge.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan((QR_CHALLENGE_TTL_SECONDS - 5) * 1000);
    expect(lifetime).toBeLessThanOrEqual((QR_CHALLENGE_TTL_SECONDS + 5) * 1000);

    const [row] = await t.database.db
      .select()
      .from(qrLoginChallenges)
      .where(eq(qrLoginChallenges.id, challenge.id));
    expect(row?.status).toBe('pending');
    expect(row?.secretHash).toBe(hashSessionToken(challenge.secret));
    expect(JSON.stringify(row)).not.toContain(challenge.secret);
    expect(approvalCode(row!.secretHash)).toBe(challenge.code);
    expect(row?.requesterAddress).toBe('192.0.2.10');
  });

  it('is rate limited per client address', async () => {
    const address = nextTestAddress();
    for (let i = 0; i < QR_CREATE_LIMIT_PER_ADDRESS.limit; i += 1) await createChallenge(address);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/qrlogin',
      remoteAddress: address,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'auth.rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('approving a challenge', () => {
  it('signs the waiting browser in once, with a new session of its own', async () => {
    const challenge = await createChallenge();
    expect((await wait(challenge)).json()).toEqual({ status: 'pending' });

    const shown = await details(challenge);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<QrChallengeDetails>()).toMatchObject({
      id: challenge.id,
      browser: 'Chrome 131',
      system: 'Linux',
      address: '192.0.2.10',
    });

    const approved = await approve(challenge);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ status: 'approved' });

    const claimed = await wait(challenge);
    expect(claimed.statusCode).toBe(200);
    const { token } = claimed.json<{ token: string }>();
    expect(token).not.toBe(phone);

    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { name: DEMO_ACCOUNTS.musician.name } });

    // A session of its own, with the waiting browser's device; the phone stays signed in.
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(session?.device).toMatchObject({ userAgent: WAITING_BROWSER.userAgent });
    const stillMe = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(phone),
    });
    expect(stillMe.statusCode).toBe(200);

    // Used once: neither a second claim nor a second approval.
    const second = await wait(challenge);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ code: 'qr.challenge_invalid' });
    const again = await approve(challenge);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'qr.challenge_invalid' });
    const [row] = await t.database.db
      .select()
      .from(qrLoginChallenges)
      .where(eq(qrLoginChallenges.id, challenge.id));
    expect(row?.status).toBe('consumed');
  });

  it('answers a waiting request as soon as the challenge is approved', async () => {
    const challenge = await createChallenge();
    let settled = false;
    const waiting = wait(challenge, 25).then((response) => {
      settled = true;
      return response;
    });
    // Still waiting while nobody approved.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);

    expect((await approve(challenge)).statusCode).toBe(200);
    const response = await waiting;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('token');
  });

  it('accepts the code in lower case', async () => {
    const challenge = await createChallenge();
    const approved = await approve({ id: challenge.id, code: challenge.code.toLowerCase() });
    expect(approved.statusCode).toBe(200);
  });

  it('lets an account with two-factor sign-in in without asking the browser for a code', async () => {
    const admin = await signIn(t.app, DEMO_ACCOUNTS.admin.email);
    const challenge = await createChallenge();
    expect((await approve(challenge, admin)).statusCode).toBe(200);
    const { token } = (await wait(challenge)).json<{ token: string }>();
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ user: { name: DEMO_ACCOUNTS.admin.name } });
  });

  it('needs a signed-in user', async () => {
    const challenge = await createChallenge();
    expect((await approve(challenge, null)).statusCode).toBe(401);
    expect((await details(challenge, null)).statusCode).toBe(401);
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/qrlogin/${challenge.id}/reject`,
      payload: { code: challenge.code },
    });
    expect(reject.statusCode).toBe(401);
    expect((await wait(challenge)).json()).toEqual({ status: 'pending' });
  });

  it('refuses a wrong code, an unknown challenge and the code as the secret', async () => {
    const challenge = await createChallenge();
    const wrongCode = challenge.code.startsWith('A') ? 'BBBBBBBB' : 'AAAAAAAA';
    for (const response of [
      await approve({ id: challenge.id, code: wrongCode }),
      await details({ id: challenge.id, code: wrongCode }),
      await approve({ id: 'Unknown123', code: challenge.code }),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'qr.challenge_invalid' });
    }
    // What the phone knows (id and code) does not claim the session.
    expect((await approve(challenge)).statusCode).toBe(200);
    const stolen = await wait({ id: challenge.id, secret: `${challenge.code}${challenge.code}` });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json()).toMatchObject({ code: 'qr.challenge_invalid' });
    // The browser with the secret still can.
    expect((await wait(challenge)).json()).toHaveProperty('token');
  });

  it('expires after 2 minutes', async () => {
    const challenge = await createChallenge();
    await t.database.db
      .update(qrLoginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrLoginChallenges.id, challenge.id));
    expect((await wait(challenge)).json()).toEqual({ status: 'expired' });
    const approved = await approve(challenge);
    expect(approved.statusCode).toBe(422);
    expect(approved.json()).toMatchObject({ code: 'qr.challenge_invalid' });
  });

  it('cannot be claimed once it lapsed after the approval', async () => {
    const challenge = await createChallenge();
    expect((await approve(challenge)).statusCode).toBe(200);
    await t.database.db
      .update(qrLoginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrLoginChallenges.id, challenge.id));
    expect((await wait(challenge)).json()).toEqual({ status: 'expired' });
  });

  it('ends when the phone refuses', async () => {
    const challenge = await createChallenge();
    const waiting = wait(challenge, 25);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/qrlogin/${challenge.id}/reject`,
      headers: bearer(phone),
      payload: { code: challenge.code },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await waiting).json()).toEqual({ status: 'expired' });
    expect((await approve(challenge)).statusCode).toBe(422);
  });
});
