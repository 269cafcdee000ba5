import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_MAIL_LIMIT,
  AppError,
  type ActivateInput,
  type Locale,
  type RegisterInput,
  type RegisterResponse,
  type DeviceInfo,
  type DeviceState,
  type PasswordTokenRequest,
  type TokenRequest,
  type PasswordResetInput,
  type Me,
  type PendingRequests,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { createAccountCodesRepository } from './account-codes.repository.ts';
import { isCommonPassword } from '../../platform/common-passwords.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import { activationMail } from '../../platform/mail/templates/activation.ts';
import { passwordResetMail } from '../../platform/mail/templates/password-reset.ts';
import {
  hashPassword,
  prepareDummyHash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../platform/passwords.ts';
import { RateLimitedError, type RateLimit, type RateLimiter } from '../../platform/rate-limiter.ts';
import { createSessionToken, hashSessionToken } from '../../platform/tokens.ts';
import type { Authenticated } from '../../plugins/request-context.ts';
import {
  ACTIVATION_CODE_POLICY,
  RESET_CODE_POLICY,
  createAccountsRepository,
} from './accounts.repository.ts';
import { presentMe } from './accounts.presenter.ts';

/** Writing `last_used_at` on every request would turn each read into a write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** Sign-in attempts (successful or not) per client address. */
export const SIGN_IN_LIMIT_PER_ADDRESS: RateLimit = { limit: 10, windowSeconds: 60 };
/** Sign-in attempts (successful or not) per account, i.e. per e-mail given, known or not. */
export const SIGN_IN_LIMIT_PER_ACCOUNT: RateLimit = { limit: 20, windowSeconds: 60 * 60 };

/** Password reset attempts (`POST /api/user/password`, right or wrong) per client address. */
export const PASSWORD_RESET_LIMIT_PER_ADDRESS: RateLimit = { limit: 10, windowSeconds: 10 * 60 };

export type AccountsServiceOptions = {
  rateLimiter: RateLimiter;
  /** The mail queue: every account mail is queued in the transaction that stores its code. */
  mail: Pick<MailQueue, 'enqueue' | 'enqueueComposed' | 'registerComposer'>;
  /** Where the activation mail's link points (`APP_URL`). */
  appUrl: string;
  /**
   * The second factor of a sign-in (`twoFactor.verifySignIn`): throws when the account has
   * two-factor sign-in and `otp` is missing (`auth.two_factor_required`) or wrong.
   */
  verifySecondFactor: (userId: string, otp: string | undefined) => Promise<void>;
  /**
   * What other modules add to `GET /api/user/me`: the user's pages and page types (the pages
   * service) and the avatar (profiles and media).
   */
  userPages?: (
    userId: string,
  ) => Promise<Partial<Pick<Me, 'pages' | 'pageTypes' | 'picture' | 'notifications'>>>;
  /** The user's unconfirmed e-mail/phone changes and password reset (account settings). */
  pendingRequests?: (userId: string) => Promise<PendingRequests>;
};

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

/** The kinds of the account mails in the mail queue. */
export const ACTIVATION_MAIL = 'account.activation';
export const PASSWORD_RESET_MAIL = 'account.password_reset';
/** A password reset request: the address, looked up by the worker. */
export const PASSWORD_RESET_REQUEST = 'account.password_reset_request';

/** A random 6-digit activation code, leading zeros included. */
const createActivationCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

const hashActivationCode = (code: string) => createHash('sha256').update(code).digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createAccountsService(
  db: Database,
  {
    rateLimiter,
    mail,
    appUrl,
    verifySecondFactor,
    userPages,
    pendingRequests,
  }: AccountsServiceOptions,
) {
  const repository = createAccountsRepository(db);
  prepareDummyHash().catch(() => undefined);

  async function limitAccountMail(key: string): Promise<void> {
    const result = await rateLimiter.hit(`account-mail:${key}`, ACCOUNT_MAIL_LIMIT);
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
  }

  const signInMethods: SignInMethods = {};
  const signInChecks: SignInCheck[] = [];

  async function startSession(userId: string, device: DeviceInfo | null): Promise<string> {
    const token = createSessionToken();
    await repository.createSession({ userId, tokenHash: hashSessionToken(token), device });
    return token;
  }

  /** A new code for a pending account (the old one dies), mailed in the account's language. */
  async function sendActivationCode(user: {
    id: string;
    email: string;
    name: string;
    locale: Locale;
  }): Promise<void> {
    const code = createActivationCode();
    await db.transaction(async (tx) => {
      await createAccountCodesRepository(tx).replace(
        user.id,
        'activation',
        hashActivationCode(code),
        ACTIVATION_CODE_POLICY,
      );
      await mail.enqueue(
        tx,
        ACTIVATION_MAIL,
        activationMail({ to: user.email, name: user.name, code, locale: user.locale, appUrl }),
      );
    });
  }

  /** A new password reset code (the old one dies) and its mail, in one transaction. */
  async function storeResetCode(
    user: Pick<UserRow, 'id' | 'email' | 'name' | 'locale'>,
    alongside?: (tx: Transaction) => Promise<void>,
  ): Promise<void> {
    const code = createActivationCode();
    await db.transaction(async (tx) => {
      await createAccountCodesRepository(tx).replace(
        user.id,
        'password_reset',
        hashActivationCode(code),
        RESET_CODE_POLICY,
      );
      await alongside?.(tx);
      await mail.enqueue(
        tx,
        PASSWORD_RESET_MAIL,
        passwordResetMail({ to: user.email, name: user.name, code, locale: user.locale, appUrl }),
      );
    });
  }

  // A password reset request only queues the address (below): the mail queue's worker looks the
  // account up, so the request costs the same for every address. An activated account gets a new
  // code in a job of its own (queued with the code, as from the admin); any other address, none.
  mail.registerComposer(PASSWORD_RESET_REQUEST, async ({ email = '' }) => {
    const user = await repository.findUserByEmail(email);
    if (user?.activatedAt) await storeResetCode(user);
    return null;
  });

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

  async function limitPasswordResetMail(key: string): Promise<void> {
    const result = await rateLimiter.hit(`password-reset:${key}`, ACCOUNT_MAIL_LIMIT);
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
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
    /**
     * Sign-up (spec section 5): checks the input beyond its schema, creates the pending account
     * and mails its activation code. Limited per client address like every account mail.
     */
    async register(
      input: RegisterInput,
      requestLocale: Locale,
      clientAddress: string,
    ): Promise<RegisterResponse> {
      if (isCommonPassword(input.password, input.email)) {
        throw new AppError('validation.password_common', { field: 'password' });
      }
      await limitAccountMail(`client:${clientAddress}`);
      if (await repository.findUserByEmail(input.email)) {
        throw new AppError('account.in_use', { field: 'email' });
      }
      const locale = input.locale ?? requestLocale;
      const created = await repository.createPendingUser({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        name: input.name,
        type: input.accountType,
        locale,
      });
      // Someone else signed up with the same e-mail in between.
      if (!created) throw new AppError('account.in_use', { field: 'email' });
      await sendActivationCode({ id: created.id, email: input.email, name: input.name, locale });
      return { status: 'activation_pending', email: input.email };
    },

    /**
     * The mailed code activates the account and signs in like `POST /api/token`. An expired or
     * used-up code is wrong whatever is entered; each wrong try counts.
     */
    async activate(input: ActivateInput, device: DeviceInfo | null): Promise<{ token: string }> {
      const user = await repository.findUserByEmail(input.email);
      if (!user || user.activatedAt) throw new AppError('account.not_found_or_active');
      const stored = await repository.codes.findLive(user.id, 'activation', ACTIVATION_CODE_POLICY);
      const codeHash = hashActivationCode(input.code);
      if (!stored || !sameHash(stored.codeHash, codeHash)) {
        if (stored) {
          await repository.codes.countWrongAttempt(user.id, 'activation', ACTIVATION_CODE_POLICY);
        }
        throw new AppError('account.wrong_code', { field: 'code' });
      }
      if (!(await repository.activateWithCode(user.id, codeHash))) {
        throw new AppError('account.wrong_code', { field: 'code' });
      }
      return { token: await startSession(user.id, device) };
    },

    /**
     * A new code for a pending account. The answer is the same whether the account exists, is
     * pending or active; limited per e-mail and per client address.
     */
    async resendActivationCode(email: string, clientAddress: string): Promise<void> {
      await limitAccountMail(`client:${clientAddress}`);
      await limitAccountMail(`email:${email}`);
      const user = await repository.findUserByEmail(email);
      if (!user || user.activatedAt) return;
      await sendActivationCode(user);
    },

    /**
     * Requests a password reset (spec section 7): an activated account gets a new code by mail (the
     * old one dies). Limited per client address and per e-mail; then the address is queued and
     * the worker does the rest (see the composer above): no lookup and no hashing here, so the
     * answer and its time are the same whether the account exists, is pending or active.
     */
    async requestPasswordReset(email: string, clientAddress: string): Promise<void> {
      await limitPasswordResetMail(`client:${clientAddress}`);
      await limitPasswordResetMail(`email:${email}`);
      await mail.enqueueComposed(db, PASSWORD_RESET_REQUEST, [{ email }]);
    },

    /**
     * A new password reset code for an activated account (the old one dies), mailed in its
     * language; no rate limit (callers limit). `alongside` runs in the transaction that stores the
     * code and queues the mail (the site admin's audit entry).
     */
    sendPasswordResetCode: storeResetCode,

    /**
     * Sets a new password with the mailed code, ends every session of the account and signs in on
     * this device. Unknown address, no code, an expired or used-up code and a wrong code all answer
     * `account.wrong_code`; each wrong try counts.
     */
    async resetPassword(
      input: PasswordResetInput,
      device: DeviceInfo | null,
      clientAddress: string,
    ): Promise<{ token: string }> {
      const byAddress = await rateLimiter.hit(
        `password-reset:attempt:${clientAddress}`,
        PASSWORD_RESET_LIMIT_PER_ADDRESS,
      );
      if (!byAddress.allowed) throw new RateLimitedError(byAddress.retryAfterSeconds);
      if (isCommonPassword(input.password, input.email)) {
        throw new AppError('validation.password_common', { field: 'password' });
      }
      const user = await repository.findUserByEmail(input.email);
      const stored = user?.activatedAt
        ? await repository.codes.findLive(user.id, 'password_reset', RESET_CODE_POLICY)
        : null;
      const codeHash = hashActivationCode(input.code);
      if (!user || !stored || !sameHash(stored.codeHash, codeHash)) {
        if (user && stored) {
          await repository.codes.countWrongAttempt(user.id, 'password_reset', RESET_CODE_POLICY);
        }
        throw new AppError('account.wrong_code', { field: 'code' });
      }
      const passwordHash = await hashPassword(input.password);
      if (!(await repository.resetPasswordWithCode(user.id, codeHash, passwordHash))) {
        throw new AppError('account.wrong_code', { field: 'code' });
      }
      return { token: await startSession(user.id, device) };
    },

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
      const me = presentMe(user, await pendingRequests?.(userId));
      return userPages ? { ...me, ...(await userPages(userId)) } : me;
    },

    async logout(sessionId: string): Promise<void> {
      await repository.sessions.end(sessionId);
    },

    async ping(
      sessionId: string,
      deviceState: DeviceState | null,
      device: DeviceInfo | null,
    ): Promise<void> {
      await repository.touchSession(sessionId, { deviceState, device });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
