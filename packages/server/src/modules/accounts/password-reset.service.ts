import {
  ACCOUNT_MAIL_LIMIT,
  AppError,
  type DeviceInfo,
  type PasswordResetInput,
} from '@backline/domain';
import type { Transaction } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { isCommonPassword } from '../../platform/common-passwords.ts';
import { passwordResetMail } from '../../platform/mail/templates/password-reset.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { RateLimitedError, type RateLimit } from '../../platform/rate-limiter.ts';
import { createAccountCodesRepository } from './account-codes.repository.ts';
import { RESET_CODE_POLICY } from './accounts.repository.ts';
import { createCode, hashCode, sameHash, type AccountsContext } from './accounts.shared.ts';

/** Password reset attempts (`POST /api/user/password`, right or wrong) per client address. */
export const PASSWORD_RESET_LIMIT_PER_ADDRESS: RateLimit = { limit: 10, windowSeconds: 10 * 60 };

/** The kinds of the password reset mails in the mail queue. */
export const PASSWORD_RESET_MAIL = 'account.password_reset';
/** A password reset request: the address, looked up by the worker. */
export const PASSWORD_RESET_REQUEST = 'account.password_reset_request';

/**
 * "Forgot password" (spec section 7): a mailed code, and the code that sets a new password and
 * signs in. Site admins send the same code (`sendPasswordResetCode`).
 */
export function createPasswordResetService({
  db,
  repository,
  options: { rateLimiter, mail, appUrl },
  startSession,
}: AccountsContext) {
  /** A new password reset code (the old one dies) and its mail, in one transaction. */
  async function storeResetCode(
    user: Pick<UserRow, 'id' | 'email' | 'name' | 'locale'>,
    alongside?: (tx: Transaction) => Promise<void>,
  ): Promise<void> {
    const code = createCode();
    await db.transaction(async (tx) => {
      await createAccountCodesRepository(tx).replace(
        user.id,
        'password_reset',
        hashCode(code),
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

  async function limitPasswordResetMail(key: string): Promise<void> {
    const result = await rateLimiter.hit(`password-reset:${key}`, ACCOUNT_MAIL_LIMIT);
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
  }

  return {
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
      const codeHash = hashCode(input.code);
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
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
