import { createHash, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  QR_CHALLENGE_TTL_SECONDS,
  QR_CODE_ALPHABET,
  QR_CODE_LENGTH,
  QR_WAIT_MAX_SECONDS,
  normalizeQrCode,
  summarizeUserAgent,
  type DeviceInfo,
  type QrChallengeCreated,
  type QrChallengeDetails,
  type QrWaitResult,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { RateLimitedError, type RateLimit, type RateLimiter } from '../../platform/rate-limiter.ts';
import { createSessionToken, hashSessionToken } from '../../platform/tokens.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { createQrLoginRepository, type QrChallengeRow } from './qr-login.repository.ts';

/** New challenges per client address (`POST /api/qrlogin` is public). */
export const QR_CREATE_LIMIT_PER_ADDRESS: RateLimit = { limit: 20, windowSeconds: 10 * 60 };
/** Looks at and answers to challenges (details, approve, reject) per signed-in user. */
export const QR_CHECK_LIMIT_PER_USER: RateLimit = { limit: 30, windowSeconds: 10 * 60 };

/**
 * How often a waiting request looks at the database itself. An approval on this server wakes it
 * at once (in-process event); one on another server is seen within this interval.
 */
const RECHECK_MS = 1000;
/** Challenges are deleted a day after they lapsed. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * The approval code of a challenge, derived from the stored hash of the browser's secret: the
 * server can check it without a column of its own, and it tells nothing about the secret.
 */
export function approvalCode(secretHash: string): string {
  const digest = createHash('sha256').update(`backline-qr-code:${secretHash}`).digest();
  let code = '';
  // 256 is a multiple of 32: every character is equally likely.
  for (let i = 0; i < QR_CODE_LENGTH; i += 1) code += QR_CODE_ALPHABET[digest[i]! % 32];
  return code;
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type QrLoginServiceOptions = {
  accounts: Pick<AccountsService, 'completeSignIn'>;
  rateLimiter: RateLimiter;
  now?: () => number;
};

type Waiter = () => void;

export function createQrLoginService(
  db: Database,
  { accounts, rateLimiter, now = Date.now }: QrLoginServiceOptions,
) {
  const repository = createQrLoginRepository(db);
  /** Waiting requests of this server by challenge id. */
  const waiters = new Map<string, Set<Waiter>>();
  let closing = false;

  function wake(id: string): void {
    for (const waiter of waiters.get(id) ?? []) waiter();
  }

  /** Resolves on an event for `id`, after `ms`, on abort or when the server closes. */
  function sleep(id: string, ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const set = waiters.get(id) ?? new Set<Waiter>();
      waiters.set(id, set);
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        set.delete(done);
        if (set.size === 0 && waiters.get(id) === set) waiters.delete(id);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done);
      set.add(done);
    });
  }

  async function limit(key: string, rule: RateLimit): Promise<void> {
    const result = await rateLimiter.hit(key, rule);
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
  }

  const isLive = (row: QrChallengeRow) => row.expiresAt.getTime() > now();

  /** A pending, live challenge whose approval code matches; else `qr.challenge_invalid`. */
  async function findForApproval(id: string, code: string): Promise<QrChallengeRow> {
    const row = await repository.findById(id);
    if (
      !row ||
      !sameText(approvalCode(row.secretHash), normalizeQrCode(code)) ||
      row.status !== 'pending' ||
      !isLive(row)
    ) {
      throw new AppError('qr.challenge_invalid');
    }
    return row;
  }

  return {
    /** `POST /api/qrlogin`: a new challenge for a browser that wants to be signed in. */
    async create(device: DeviceInfo | null, address: string): Promise<QrChallengeCreated> {
      await limit(`qr-login:create:${address}`, QR_CREATE_LIMIT_PER_ADDRESS);
      const secret = createSessionToken();
      const secretHash = hashSessionToken(secret);
      const row = await repository.create({
        secretHash,
        requesterDevice: device,
        requesterAddress: address,
        expiresAt: new Date(now() + QR_CHALLENGE_TTL_SECONDS * 1000),
      });
      // Housekeeping now and then; never fails the request.
      if (Math.random() < 0.05) {
        repository.deleteExpiredBefore(new Date(now() - KEEP_MS)).catch(() => undefined);
      }
      return {
        id: row.id,
        code: approvalCode(secretHash),
        secret,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * The waiting browser: held open up to `timeoutSeconds` while pending; once approved the
     * challenge is consumed and a new session for this browser answered, exactly once. A wrong
     * secret, an unknown or an already used challenge is `qr.challenge_invalid`.
     */
    async wait(
      id: string,
      secret: string,
      options: { timeoutSeconds?: number; device: DeviceInfo | null; signal?: AbortSignal },
    ): Promise<QrWaitResult> {
      const secretHash = hashSessionToken(secret);
      const deadline = now() + (options.timeoutSeconds ?? QR_WAIT_MAX_SECONDS) * 1000;
      for (;;) {
        const row = await repository.findById(id);
        if (!row || !sameText(row.secretHash, secretHash) || row.status === 'consumed') {
          throw new AppError('qr.challenge_invalid');
        }
        if (row.status === 'expired' || !isLive(row)) return { status: 'expired' };
        if (row.status === 'approved') {
          const userId = await repository.consume(id, secretHash, new Date(now()));
          // Another request of the same browser won the claim.
          if (!userId) throw new AppError('qr.challenge_invalid');
          const token = await accounts.completeSignIn(
            { userId },
            // The approval on a device signed in already stands in for the second factor.
            { device: options.device ?? row.requesterDevice, secondFactorDone: true },
          );
          return { token };
        }
        const left = deadline - now();
        if (left <= 0 || closing || options.signal?.aborted) return { status: 'pending' };
        await sleep(id, Math.min(left, RECHECK_MS), options.signal);
      }
    },

    /** Which browser asks, for the approval screen of a signed-in user. */
    async details(id: string, code: string, userId: string): Promise<QrChallengeDetails> {
      await limit(`qr-login:check:${userId}`, QR_CHECK_LIMIT_PER_USER);
      const row = await findForApproval(id, code);
      const device = row.requesterDevice;
      const { browser, system } = summarizeUserAgent(device?.userAgent);
      return {
        id: row.id,
        browser,
        system: system ?? device?.platform ?? null,
        userAgent: device?.userAgent ?? null,
        address: row.requesterAddress,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** A signed-in user lets the waiting browser in with their account; once. */
    async approve(id: string, code: string, userId: string): Promise<void> {
      await limit(`qr-login:check:${userId}`, QR_CHECK_LIMIT_PER_USER);
      await findForApproval(id, code);
      if (!(await repository.approve(id, userId, new Date(now())))) {
        throw new AppError('qr.challenge_invalid');
      }
      wake(id);
    },

    /** A signed-in user says no: the challenge ends and the browser shows a new code. */
    async reject(id: string, code: string, userId: string): Promise<void> {
      await limit(`qr-login:check:${userId}`, QR_CHECK_LIMIT_PER_USER);
      await findForApproval(id, code);
      if (!(await repository.reject(id))) throw new AppError('qr.challenge_invalid');
      wake(id);
    },

    /** Lets every waiting request answer at once (server shutdown). */
    close(): void {
      closing = true;
      for (const id of [...waiters.keys()]) wake(id);
    },
  };
}

export type QrLoginService = ReturnType<typeof createQrLoginService>;
