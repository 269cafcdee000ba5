import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, notInArray } from 'drizzle-orm';
import { errorMessage } from '@backline/domain';
import { rateLimitHits, users } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/index.ts';
import { createRateLimitRepository } from '../../platform/rate-limiter.repository.ts';
import { buildTestApp, nextTestAddress, type TestApp } from '../../test/build-test-app.ts';

/**
 * The limiter's clock stands still 30.5 minutes into the current hour, so no attempt of a test
 * falls into the next window: 30 s left in the minute window, 1770 s in the hour window.
 */
const HOUR_MS = 60 * 60 * 1000;
const NOW = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 30 * 60 * 1000 + 30 * 1000;

const RATE_LIMITED_BODY = {
  code: 'auth.rate_limited',
  message: errorMessage('auth.rate_limited', 'de'),
};

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ seed: true, now: () => NOW });
});

afterAll(() => t?.dispose());

const attempt = (
  email: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
  app = t.app,
) =>
  app.inject({
    method: 'POST',
    url: '/api/token',
    payload: { email, password },
    remoteAddress,
    headers,
  });

const WRONG_PASSWORD = 'Wrong-Passw0rd';

/** E-mails of seeded accounts other than the demo ones, for tests that use up an account. */
async function otherSeededEmails(count: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(notInArray(users.email, [DEMO_ACCOUNTS.musician.email, DEMO_ACCOUNTS.admin.email]))
    .limit(count);
  if (rows.length < count) throw new Error('the seed has too few accounts');
  return rows.map((row) => row.email);
}

/** `times` failed attempts on `email`, each from a fresh address; all must answer 422. */
async function useUpAccount(email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const response = await attempt(email, WRONG_PASSWORD, nextTestAddress());
    expect(response.statusCode).toBe(422);
  }
}

describe('sign-in rate limit per client address', () => {
  it('allows 10 attempts a minute from one address and answers the 11th with 429', async () => {
    const address = '198.51.100.1';
    const first = await attempt(DEMO_ACCOUNTS.musician.email, DEMO_PASSWORD, address);
    expect(first.statusCode).toBe(200);
    for (let i = 2; i <= 10; i += 1) {
      const response = await attempt(`visitor-${i}@example.test`, WRONG_PASSWORD, address);
      expect(response.statusCode).toBe(422);
    }
    const eleventh = await attempt(DEMO_ACCOUNTS.musician.email, DEMO_PASSWORD, address);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.headers['retry-after']).toBe('30');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(eleventh.json()).toEqual(RATE_LIMITED_BODY);
  });

  it('does not limit a different address', async () => {
    const address = '198.51.100.2';
    for (let i = 1; i <= 11; i += 1) {
      await attempt(`stranger-${i}@example.test`, WRONG_PASSWORD, address);
    }
    expect((await attempt('someone@example.test', WRONG_PASSWORD, address)).statusCode).toBe(429);
    const other = await attempt(DEMO_ACCOUNTS.musician.email, DEMO_PASSWORD, '198.51.100.3');
    expect(other.statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const address = '198.51.100.4';
    for (let i = 1; i <= 10; i += 1) {
      const response = await attempt(`forwarded-${i}@example.test`, WRONG_PASSWORD, address, {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      expect(response.statusCode).toBe(422);
    }
    const response = await attempt('forwarded-11@example.test', WRONG_PASSWORD, address, {
      'x-forwarded-for': '203.0.113.11',
    });
    expect(response.statusCode).toBe(429);
  });

  it('honours X-Forwarded-For only from a listed proxy address (TRUST_PROXY=<addresses>)', async () => {
    const proxied = await buildTestApp({
      env: { TRUST_PROXY: '10.200.0.1,10.201.0.0/16' },
      now: () => NOW,
    });
    try {
      const client = (ip: string) => ({ 'x-forwarded-for': ip });
      for (let i = 1; i <= 10; i += 1) {
        const response = await attempt(
          `proxied-${i}@example.test`,
          WRONG_PASSWORD,
          '10.200.0.1',
          client('203.0.113.50'),
          proxied.app,
        );
        expect(response.statusCode).toBe(422);
      }
      // The same client through the other listed proxy (in the range): still the same address.
      const same = await attempt(
        'proxied-11@example.test',
        WRONG_PASSWORD,
        '10.201.7.7',
        client('203.0.113.50'),
        proxied.app,
      );
      expect(same.statusCode).toBe(429);
      const another = await attempt(
        'proxied-12@example.test',
        WRONG_PASSWORD,
        '10.200.0.1',
        client('203.0.113.51'),
        proxied.app,
      );
      expect(another.statusCode).toBe(422);

      // Not a listed proxy: its X-Forwarded-For is ignored, whatever it names.
      const stranger = '198.51.100.60';
      for (let i = 1; i <= 10; i += 1) {
        const response = await attempt(
          `unlisted-${i}@example.test`,
          WRONG_PASSWORD,
          stranger,
          client(`203.0.113.${100 + i}`),
          proxied.app,
        );
        expect(response.statusCode).toBe(422);
      }
      const eleventh = await attempt(
        'unlisted-11@example.test',
        WRONG_PASSWORD,
        stranger,
        client('203.0.113.111'),
        proxied.app,
      );
      expect(eleventh.statusCode).toBe(429);
    } finally {
      await proxied.dispose();
    }
  });

  it('counts the address the last proxy saw, whatever a client writes before it (TRUST_PROXY=1)', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: '1' }, now: () => NOW });
    try {
      // One proxy in front appends the address it saw; the client rotates what comes before.
      const forwarded = (i: number) => ({ 'x-forwarded-for': `192.0.2.${i}, 203.0.113.70` });
      const answers: number[] = [];
      for (let i = 1; i <= 15; i += 1) {
        const response = await attempt(
          `rotating-${i}@example.test`,
          WRONG_PASSWORD,
          '10.202.0.1',
          forwarded(i),
          proxied.app,
        );
        answers.push(response.statusCode);
      }
      expect(answers).toEqual([...Array<number>(10).fill(422), ...Array<number>(5).fill(429)]);
      // Another client behind the same proxy has a budget of its own.
      const other = await attempt(
        'rotating-16@example.test',
        WRONG_PASSWORD,
        '10.202.0.1',
        { 'x-forwarded-for': '203.0.113.71' },
        proxied.app,
      );
      expect(other.statusCode).toBe(422);
    } finally {
      await proxied.dispose();
    }
  });
});

describe('sign-in rate limit per account', () => {
  it('allows 20 attempts an hour on one account from any addresses and refuses the 21st', async () => {
    await useUpAccount(DEMO_ACCOUNTS.admin.email, 19);
    const twentieth = await attempt(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, nextTestAddress());
    // Let through: the password is right, and the demo admin's second factor is asked next.
    expect(twentieth.json()).toMatchObject({ code: 'auth.two_factor_required' });
    // The e-mail counts as given, lowercased and trimmed.
    const twentyFirst = await attempt(' Admin@Backline.TEST', DEMO_PASSWORD, nextTestAddress());
    expect(twentyFirst.statusCode).toBe(429);
    expect(twentyFirst.headers['retry-after']).toBe('1770');
    expect(twentyFirst.json()).toEqual(RATE_LIMITED_BODY);
  });

  it('answers an unknown and a known account over the limit with the same status and body', async () => {
    const [known] = await otherSeededEmails(1);
    const unknown = 'nobody-at-all@backline.test';
    await useUpAccount(known!, 20);
    await useUpAccount(unknown, 20);
    const knownResponse = await attempt(known!, WRONG_PASSWORD, nextTestAddress());
    const unknownResponse = await attempt(unknown, WRONG_PASSWORD, nextTestAddress());
    expect(knownResponse.statusCode).toBe(429);
    expect(unknownResponse.statusCode).toBe(429);
    expect(unknownResponse.body).toBe(knownResponse.body);
    expect(unknownResponse.headers['retry-after']).toBe(knownResponse.headers['retry-after']);
  });

  it('does not count attempts refused by the address limit against the account', async () => {
    const [, email] = await otherSeededEmails(2);
    const address = '198.51.100.9';
    for (let i = 1; i <= 10; i += 1) {
      expect((await attempt(email!, WRONG_PASSWORD, address)).statusCode).toBe(422);
    }
    for (let i = 1; i <= 5; i += 1) {
      expect((await attempt(email!, WRONG_PASSWORD, address)).statusCode).toBe(429);
    }
    // 10 attempts counted so far: 10 more pass, the one after is refused.
    await useUpAccount(email!, 10);
    expect((await attempt(email!, WRONG_PASSWORD, nextTestAddress())).statusCode).toBe(429);
  });
});

describe('rate limit counters in the database', () => {
  it('counts concurrent hits on one window without losing any', async () => {
    const repository = createRateLimitRepository(t.database.db);
    const windowStart = new Date(NOW);
    const counts = await Promise.all(
      Array.from({ length: 25 }, () => repository.increment('test:concurrent', windowStart)),
    );
    expect(counts.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('deletes windows that started before the cutoff and keeps the rest', async () => {
    const repository = createRateLimitRepository(t.database.db);
    await repository.increment('test:prune', new Date('2020-01-01T00:00:00Z'));
    await repository.increment('test:prune', new Date('2020-01-03T00:00:00Z'));
    await repository.deleteWindowsBefore(new Date('2020-01-02T00:00:00Z'));
    const rows = await t.database.db
      .select({ windowStart: rateLimitHits.windowStart })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, 'test:prune'));
    expect(rows).toEqual([{ windowStart: new Date('2020-01-03T00:00:00Z') }]);
  });
});
