import { createHash, randomBytes } from 'node:crypto';
import { AppError, LOGIN_KEY_TTL_MINUTES, type KeyTokenRequest } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { RateLimitedError, type RateLimiter } from '../../platform/rate-limiter.ts';
import { createAccountCodesRepository, type CodePolicy } from './account-codes.repository.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { SIGN_IN_LIMIT_PER_ADDRESS, type SignInSubject } from './sign-in.service.ts';

/**
 * One-time login keys: 10 minutes, single use. A wrong key names no account, so wrong tries are
 * limited per client address (like password sign-ins), not counted on a key.
 */
export const LOGIN_KEY_POLICY: CodePolicy = { ttlMinutes: LOGIN_KEY_TTL_MINUTES, maxAttempts: 1 };

/** 32 random bytes (256 bits), base64url: safe in a URL as it is. */
const createLoginKey = () => randomBytes(32).toString('base64url');

const hashLoginKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * One-time login keys (spec sections 6 and 7): a site admin makes one for an account, its owner
 * signs in with it once (`POST /api/token` with `key`). Only the key's sha256 is stored, in
 * `account_codes` (purpose `login_key`, `created_by` the admin); a new key replaces the old one.
 */
export function createLoginKeys(db: Database, { rateLimiter }: { rateLimiter: RateLimiter }) {
  const codes = createAccountCodesRepository(db);
  const accounts = createAccountsRepository(db);

  return {
    /** A new key for the account inside the caller's transaction; the key itself, once. */
    async issue(
      tx: Transaction,
      userId: string,
      adminId: string,
    ): Promise<{ key: string; expiresAt: Date }> {
      const key = createLoginKey();
      const { expiresAt } = await createAccountCodesRepository(tx).replace(
        userId,
        'login_key',
        hashLoginKey(key),
        LOGIN_KEY_POLICY,
        { createdBy: adminId },
      );
      return { key, expiresAt };
    },

    /**
     * The `key` sign-in way: the key's account, the key used up in the same step. A key that
     * never existed, expired, was used or replaced, and an account that is not activated all
     * answer `auth.invalid_credentials`. Attempts count against the client address like
     * password sign-ins.
     */
    async identify(request: KeyTokenRequest, clientAddress: string): Promise<SignInSubject> {
      const byAddress = await rateLimiter.hit(
        `sign-in:address:${clientAddress}`,
        SIGN_IN_LIMIT_PER_ADDRESS,
      );
      if (!byAddress.allowed) throw new RateLimitedError(byAddress.retryAfterSeconds);
      const keyHash = hashLoginKey(request.key);
      const found = await codes.findLiveByHash('login_key', keyHash, LOGIN_KEY_POLICY);
      if (!found) throw new AppError('auth.invalid_credentials');
      // Used up atomically: of two requests with the same key only one gets the row.
      const consumed = await db.transaction((tx) =>
        codes.consume(tx, found.userId, 'login_key', keyHash, LOGIN_KEY_POLICY),
      );
      if (!consumed) throw new AppError('auth.invalid_credentials');
      const user = await accounts.findActiveUserById(consumed.userId);
      if (!user) throw new AppError('auth.invalid_credentials');
      return { userId: user.id };
    },
  };
}

export type LoginKeys = ReturnType<typeof createLoginKeys>;
