import { describe, expect, it, vi } from 'vitest';
import { createRateLimiter, fixedWindow, type RateLimitStore } from './rate-limiter.ts';

const at = (iso: string) => Date.parse(iso);

function memoryStore() {
  const counts = new Map<string, number>();
  const store: RateLimitStore = {
    async increment(key, windowStart) {
      const id = `${key}@${windowStart.toISOString()}`;
      const count = (counts.get(id) ?? 0) + 1;
      counts.set(id, count);
      return count;
    },
    deleteWindowsBefore: vi.fn(async () => undefined),
  };
  return { store, counts };
}

describe('fixedWindow', () => {
  it('starts windows on multiples of their length since the epoch', () => {
    expect(fixedWindow(at('2026-03-01T12:34:56.789Z'), 60).windowStart).toEqual(
      new Date('2026-03-01T12:34:00.000Z'),
    );
    expect(fixedWindow(at('2026-03-01T12:34:56.789Z'), 3600).windowStart).toEqual(
      new Date('2026-03-01T12:00:00.000Z'),
    );
  });

  it('answers the whole seconds until the window ends, rounded up', () => {
    expect(fixedWindow(at('2026-03-01T12:00:30.000Z'), 60).retryAfterSeconds).toBe(30);
    expect(fixedWindow(at('2026-03-01T12:00:59.200Z'), 60).retryAfterSeconds).toBe(1);
    expect(fixedWindow(at('2026-03-01T12:30:30.000Z'), 3600).retryAfterSeconds).toBe(1770);
  });

  it('puts the first moment of a window into that window with its full length to wait', () => {
    const window = fixedWindow(at('2026-03-01T12:01:00.000Z'), 60);
    expect(window.windowStart).toEqual(new Date('2026-03-01T12:01:00.000Z'));
    expect(window.retryAfterSeconds).toBe(60);
  });
});

describe('createRateLimiter', () => {
  it('allows the limit, refuses the next hit and allows again in the next window', async () => {
    let now = at('2026-03-01T12:00:10.000Z');
    const { store } = memoryStore();
    const limiter = createRateLimiter(store, { now: () => now, pruneChance: 0 });
    const limit = { limit: 2, windowSeconds: 60 };
    expect(await limiter.hit('k', limit)).toEqual({ allowed: true, retryAfterSeconds: 50 });
    expect((await limiter.hit('k', limit)).allowed).toBe(true);
    expect(await limiter.hit('k', limit)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect((await limiter.hit('other', limit)).allowed).toBe(true);
    now = at('2026-03-01T12:01:00.000Z');
    expect((await limiter.hit('k', limit)).allowed).toBe(true);
  });

  it('deletes windows older than a day on the share of hits it is told', async () => {
    const now = at('2026-03-02T00:00:00.000Z');
    const { store } = memoryStore();
    const limit = { limit: 5, windowSeconds: 60 };
    await createRateLimiter(store, { now: () => now, random: () => 0.5 }).hit('k', limit);
    expect(store.deleteWindowsBefore).not.toHaveBeenCalled();
    await createRateLimiter(store, { now: () => now, random: () => 0.001 }).hit('k', limit);
    expect(store.deleteWindowsBefore).toHaveBeenCalledWith(new Date('2026-03-01T00:00:00.000Z'));
  });

  it('still counts the hit and reports, but does not throw, when deleting old windows fails', async () => {
    const now = at('2026-03-02T00:00:00.000Z');
    const { store } = memoryStore();
    const failure = new Error('database went away');
    vi.mocked(store.deleteWindowsBefore).mockRejectedValueOnce(failure);
    const reported: unknown[] = [];
    const limiter = createRateLimiter(store, {
      now: () => now,
      random: () => 0,
      onPruneError: (error) => reported.push(error),
    });
    expect(await limiter.hit('k', { limit: 5, windowSeconds: 60 })).toEqual({
      allowed: true,
      retryAfterSeconds: 60,
    });
    await vi.waitFor(() => expect(reported).toEqual([failure]));
  });
});
