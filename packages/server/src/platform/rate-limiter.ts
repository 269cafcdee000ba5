import { AppError } from '@backline/domain';

export type RateLimit = {
  /** Hits allowed per window; the next one is refused. */
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = {
  allowed: boolean;
  /** Seconds until the current window ends (at least 1); meaningful when not allowed. */
  retryAfterSeconds: number;
};

export type RateLimiter = {
  /** Counts one hit on `key` and says whether it is within the limit. */
  hit(key: string, limit: RateLimit): Promise<RateLimitResult>;
};

/** Where the counters live (PostgreSQL in the app: `rate-limiter.repository.ts`). */
export type RateLimitStore = {
  /** Adds one to the counter of `key` in the window starting at `windowStart`; answers the new count. */
  increment(key: string, windowStart: Date): Promise<number>;
  deleteWindowsBefore(cutoff: Date): Promise<void>;
};

export type RateLimiterOptions = {
  /** Milliseconds since the epoch; tests pass a fixed clock. */
  now?: () => number;
  /** Share of hits that also delete windows older than a day (default 1 %). */
  pruneChance?: number;
  /** Called when deleting old windows fails (logged by the app; the hit itself still counts). */
  onPruneError?: (error: unknown) => void;
  random?: () => number;
};

/** No limit spans more than a day, so older windows can go. */
const KEEP_WINDOWS_MS = 24 * 60 * 60 * 1000;

/**
 * The fixed window `now` falls into: windows are aligned to the epoch, so every server computes
 * the same window start for the same moment.
 */
export function fixedWindow(
  nowMs: number,
  windowSeconds: number,
): { windowStart: Date; retryAfterSeconds: number } {
  const windowMs = windowSeconds * 1000;
  const startMs = Math.floor(nowMs / windowMs) * windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((startMs + windowMs - nowMs) / 1000));
  return { windowStart: new Date(startMs), retryAfterSeconds };
}

/** A fixed-window counter per key. Every hit counts, allowed or not. */
export function createRateLimiter(
  store: RateLimitStore,
  {
    now = Date.now,
    pruneChance = 0.01,
    random = Math.random,
    onPruneError = () => undefined,
  }: RateLimiterOptions = {},
): RateLimiter {
  return {
    async hit(key, { limit, windowSeconds }) {
      const nowMs = now();
      const { windowStart, retryAfterSeconds } = fixedWindow(nowMs, windowSeconds);
      const count = await store.increment(key, windowStart);
      if (random() < pruneChance) {
        // Housekeeping must never fail or slow down the sign-in that happened to trigger it.
        store.deleteWindowsBefore(new Date(nowMs - KEEP_WINDOWS_MS)).catch(onPruneError);
      }
      return { allowed: count <= limit, retryAfterSeconds };
    },
  };
}

/** `auth.rate_limited` with the seconds the error handler sends as `Retry-After`. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  /** `code`: a more specific 429 of the catalogue (e.g. `account.sms_limit`). */
  constructor(
    retryAfterSeconds: number,
    code: 'auth.rate_limited' | 'account.sms_limit' = 'auth.rate_limited',
  ) {
    super(code);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
