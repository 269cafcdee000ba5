import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createVisitorAnswers, type VisitorAnswers } from './visitor-answers.ts';

/**
 * The cache's rules on a bare Fastify route, with the LISTEN in the test's hands (the
 * integration test runs it on PostgreSQL with two servers).
 */
function setUp(maxAgeMs = 60_000) {
  let notify: ((payload: string) => void) | null = null;
  let listening: (() => void) | null = null;
  let failed: ((error: unknown) => void) | null = null;
  const database = {
    async listen(
      _channel: string,
      onNotify: (payload: string) => void,
      onError?: (error: unknown) => void,
      onListening?: () => void,
    ) {
      notify = onNotify;
      listening = onListening ?? null;
      failed = onError ?? null;
      return async () => undefined;
    },
  } as unknown as DatabaseHandle;
  const answers: VisitorAnswers = createVisitorAnswers({
    database,
    log: { warn: () => undefined } as never,
    maxAgeMs,
  });
  let made = 0;
  /** Runs while an answer is being made (after it was counted). */
  let whileMaking: (() => void) | null = null;
  const app: FastifyInstance = Fastify();
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (request) => {
    const token = request.headers.authorization?.slice('Bearer '.length) ?? null;
    request.ctx = { token, user: token ? { id: 'u1' } : null } as never;
  });
  app.get('/list', async (request, reply) =>
    answers.answer(request, reply, async () => {
      made += 1;
      whileMaking?.();
      return { made };
    }),
  );
  return {
    app,
    answers,
    made: () => made,
    get: (headers: Record<string, string> = {}) => app.inject({ url: '/list', headers }),
    change: () => notify!('booking_offers'),
    listen: () => listening!(),
    fail: () => failed!(new Error('connection ended')),
    whileMaking: (work: () => void) => {
      whileMaking = work;
    },
  };
}

let current: ReturnType<typeof setUp> | null = null;
afterEach(async () => {
  await current?.answers.stop();
  await current?.app.close();
  current = null;
});

async function started(maxAgeMs?: number) {
  current = setUp(maxAgeMs);
  await current.answers.start();
  if (maxAgeMs !== 0) current.listen();
  return current;
}

describe('createVisitorAnswers', () => {
  it('keeps a visitor answer until a change is heard', async () => {
    const s = await started();
    expect((await s.get()).json()).toEqual({ made: 1 });
    expect((await s.get()).json()).toEqual({ made: 1 });
    s.change();
    expect((await s.get()).json()).toEqual({ made: 2 });
    expect(s.made()).toBe(2);
  });

  it('answers 304 to the ETag of the kept answer, and 200 once it changed', async () => {
    const s = await started();
    const first = await s.get();
    const etag = first.headers['etag'] as string;
    expect((await s.get({ 'if-none-match': etag })).statusCode).toBe(304);
    s.change();
    const changed = await s.get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
  });

  it('never keeps the answer for a caller with a token', async () => {
    const s = await started();
    await s.get({ authorization: 'Bearer abc' });
    await s.get({ authorization: 'Bearer abc' });
    expect(s.made()).toBe(2);
    expect((await s.get({ authorization: 'Bearer abc' })).headers['etag']).toBeUndefined();
  });

  it('does not keep an answer made while a change came in (it may hold the old data)', async () => {
    const s = await started();
    s.whileMaking(() => s.change());
    await s.get();
    s.whileMaking(() => undefined);
    await s.get();
    await s.get();
    expect(s.made()).toBe(2);
  });

  it('keeps nothing before the LISTEN is in place, nor after it failed', async () => {
    current = setUp();
    const s = current;
    await s.answers.start();
    await s.get();
    await s.get();
    expect(s.made()).toBe(2);
    s.listen();
    await s.get();
    await s.get();
    expect(s.made()).toBe(3);
    s.fail();
    await s.get();
    await s.get();
    expect(s.made()).toBe(5);
  });

  it('keeps nothing when turned off', async () => {
    const s = await started(0);
    await s.get();
    await s.get();
    expect(s.made()).toBe(2);
  });
});
