import {
  AppError,
  type DeviceInfo,
  type DeviceState,
  type PasswordLogin,
  type PublicUser,
  type Me,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { prepareDummyHash, verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { RateLimitedError, type RateLimit, type RateLimiter } from '../../platform/rate-limiter.ts';
import { createSessionToken, hashSessionToken } from '../../platform/tokens.ts';
import type { Authenticated, RequestContext } from '../../plugins/request-context.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { presentMe, presentPublicUser } from './accounts.presenter.ts';

/** Writing `last_used_at` on every request would turn each read into a write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** Sign-in attempts (successful or not) per client address. */
export const SIGN_IN_LIMIT_PER_ADDRESS: RateLimit = { limit: 10, windowSeconds: 60 };
/** Sign-in attempts (successful or not) per account, i.e. per e-mail given, known or not. */
export const SIGN_IN_LIMIT_PER_ACCOUNT: RateLimit = { limit: 20, windowSeconds: 60 * 60 };

export type AccountsServiceOptions = { rateLimiter: RateLimiter };

export function createAccountsService(db: Database, { rateLimiter }: AccountsServiceOptions) {
  const repository = createAccountsRepository(db);
  prepareDummyHash().catch(() => undefined);

  /**
   * Counts a sign-in attempt, first against the client address, then against the account; an
   * address over its limit does not count against the account. The answer does not depend on
   * whether the account exists.
   */
  async function limitSignInAttempts(email: string, clientAddress: string): Promise<void> {
    const byAddress = await rateLimiter.hit(
      `sign-in:address:${clientAddress}`,
      SIGN_IN_LIMIT_PER_ADDRESS,
    );
    if (!byAddress.allowed) throw new RateLimitedError(byAddress.retryAfterSeconds);
    const byAccount = await rateLimiter.hit(`sign-in:account:${email}`, SIGN_IN_LIMIT_PER_ACCOUNT);
    if (!byAccount.allowed) throw new RateLimitedError(byAccount.retryAfterSeconds);
  }

  return {
    /**
     * E-mail and password sign-in. Unknown account, account without password, not activated and
     * wrong password all take one argon2 verification and end in the same error. Attempts are
     * rate limited per client address and per account before anything is looked up.
     */
    async signInWithPassword(
      input: PasswordLogin,
      fallbackDevice: DeviceInfo | null,
      clientAddress: string,
    ): Promise<{ token: string }> {
      // The schema has trimmed and lowercased the e-mail already.
      await limitSignInAttempts(input.email, clientAddress);
      const user = await repository.findUserByEmail(input.email);
      const passwordHash = user?.activatedAt ? user.passwordHash : null;
      const valid = passwordHash
        ? await verifyPassword(passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !valid) throw new AppError('auth.invalid_credentials');
      const token = createSessionToken();
      await repository.createSession({
        userId: user.id,
        tokenHash: hashSessionToken(token),
        device: input.device ?? fallbackDevice,
      });
      return { token };
    },

    /** The request-context plugin's token resolver. */
    async authenticate(token: string): Promise<Authenticated | null> {
      const found = await repository.findLiveSessionByTokenHash(hashSessionToken(token));
      if (!found) return null;
      if (Date.now() - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await repository.touchSession(found.session.id);
      }
      return {
        user: found.user,
        session: { id: found.session.id, userId: found.session.userId },
      };
    },

    async getMe(userId: string): Promise<Me> {
      const user = await repository.findActiveUserById(userId);
      if (!user) throw new AppError('auth.required');
      return presentMe(user);
    },

    async logout(sessionId: string): Promise<void> {
      await repository.revokeSession(sessionId);
    },

    async ping(
      sessionId: string,
      deviceState: DeviceState | null,
      device: DeviceInfo | null,
    ): Promise<void> {
      await repository.touchSession(sessionId, { deviceState, device });
    },

    /**
     * A user's public profile. Private accounts (no musician profile) are visible to signed-in
     * members only; to visitors they do not exist.
     */
    async findPublicUser(ctx: RequestContext, id: string): Promise<PublicUser | null> {
      const user = await repository.findActiveUserById(id);
      if (!user) return null;
      if (user.type === 'private' && !ctx.user) return null;
      return presentPublicUser(user);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
