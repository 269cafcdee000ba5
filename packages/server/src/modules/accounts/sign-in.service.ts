import {
  AppError,
  type DeviceInfo,
  type PasswordTokenRequest,
  type TokenRequest,
} from '@backline/domain';
import { prepareDummyHash, verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { RateLimitedError, type RateLimit } from '../../platform/rate-limiter.ts';
import type { AccountsContext } from './accounts.shared.ts';

/** Sign-in attempts (successful or not) per client address. */
export const SIGN_IN_LIMIT_PER_ADDRESS: RateLimit = { limit: 10, windowSeconds: 60 };
/** Sign-in attempts (successful or not) per account, i.e. per e-mail given, known or not. */
export const SIGN_IN_LIMIT_PER_ACCOUNT: RateLimit = { limit: 20, windowSeconds: 60 * 60 };

/** The account a sign-in way has identified, before the session is made. */
export type SignInSubject = { userId: string };

/**
 * One way of signing in (spec section 7, `POST /api/token`): identifies the account from its
 * fields or throws (`auth.invalid_credentials`, `auth.external_failed`). Registered by the module
 * that owns the way; the accounts service then completes the sign-in the same way for all.
 */
export type SignInMethod<M extends TokenRequest['method']> = (
  request: Extract<TokenRequest, { method: M }>,
  clientAddress: string,
) => Promise<SignInSubject>;

type SignInMethods = { [M in TokenRequest['method']]?: SignInMethod<M> };

/**
 * A check of the account's state, run by `completeSignIn` once the credentials are proven and
 * before the second factor (deactivated, marked for deletion); throws to refuse the sign-in.
 */
export type SignInCheck = (subject: SignInSubject) => Promise<void>;

/**
 * Sign-in (`POST /api/token`): e-mail and password here, the other ways registered by the
 * modules that own them, and the one common end every way goes through (`completeSignIn`).
 */
export function createSignInService({
  repository,
  options: { rateLimiter, verifySecondFactor },
  startSession,
}: AccountsContext) {
  prepareDummyHash().catch(() => undefined);

  const signInMethods: SignInMethods = {};
  const signInChecks: SignInCheck[] = [];

  /** A way registered by another module; a way nobody offers fails like a wrong credential. */
  function identifyWith(request: TokenRequest, clientAddress: string): Promise<SignInSubject> {
    const handler = signInMethods[request.method] as
      SignInMethod<typeof request.method> | undefined;
    if (!handler) {
      throw new AppError(
        request.method === 'key' ? 'auth.invalid_credentials' : 'auth.external_failed',
      );
    }
    return handler(request as never, clientAddress);
  }

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
    /** A module adds its way of signing in (one-time key, OpenID Connect, ...). */
    registerSignInMethod<M extends TokenRequest['method']>(
      method: M,
      handler: SignInMethod<M>,
    ): void {
      (signInMethods as Record<string, unknown>)[method] = handler;
    },

    /** A module adds a check of the account's state to every sign-in (`completeSignIn`). */
    registerSignInCheck(check: SignInCheck): void {
      signInChecks.push(check);
    },

    /**
     * `POST /api/token`: the way the fields name identifies the account, then the sign-in is
     * completed the same way for every way (`completeSignIn`).
     */
    async signIn(
      request: TokenRequest,
      fallbackDevice: DeviceInfo | null,
      clientAddress: string,
    ): Promise<{ token: string }> {
      const subject =
        request.method === 'password'
          ? await this.identifyByPassword(request, clientAddress)
          : await identifyWith(request, clientAddress);
      const token = await this.completeSignIn(subject, {
        device: request.device ?? fallbackDevice,
        otp: request.otp,
      });
      return { token };
    },

    /**
     * The common end of every sign-in: the account must still be allowed in; then a new session
     * (one per device) is made and its token returned. Later checks (deactivated, second factor)
     * belong here, so that no way of signing in can skip them.
     */
    async completeSignIn(
      subject: SignInSubject,
      options: {
        device: DeviceInfo | null;
        /** The second factor (TOTP or recovery code) for accounts with two-factor sign-in. */
        otp?: string | undefined;
        /**
         * Only for a QR sign-in approved from a device where the account is signed in already:
         * that approval stands in for the second factor.
         */
        secondFactorDone?: boolean;
      },
    ): Promise<string> {
      for (const check of signInChecks) await check(subject);
      // Second factor last: its errors may only be answered once the account is proven.
      if (!options.secondFactorDone) await verifySecondFactor(subject.userId, options.otp);
      return startSession(subject.userId, options.device);
    },

    /**
     * E-mail and password sign-in. Unknown account, account without password, not activated and
     * wrong password all take one argon2 verification and end in the same error. Attempts are
     * rate limited per client address and per account before anything is looked up.
     */
    async identifyByPassword(
      input: PasswordTokenRequest,
      clientAddress: string,
    ): Promise<SignInSubject> {
      // The schema has trimmed and lowercased the e-mail already.
      await limitSignInAttempts(input.email, clientAddress);
      const user = await repository.findUserByEmail(input.email);
      const passwordHash = user?.activatedAt ? user.passwordHash : null;
      const valid = passwordHash
        ? await verifyPassword(passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !valid) throw new AppError('auth.invalid_credentials');
      return { userId: user.id };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
