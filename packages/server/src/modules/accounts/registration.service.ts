import {
  ACCOUNT_MAIL_LIMIT,
  AppError,
  type ActivateInput,
  type DeviceInfo,
  type Locale,
  type RegisterInput,
  type RegisterResponse,
} from '@backline/domain';
import { isCommonPassword } from '../../platform/common-passwords.ts';
import { activationMail } from '../../platform/mail/templates/activation.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { RateLimitedError } from '../../platform/rate-limiter.ts';
import { createAccountCodesRepository } from './account-codes.repository.ts';
import { ACTIVATION_CODE_POLICY } from './accounts.repository.ts';
import { createCode, hashCode, sameHash, type AccountsContext } from './accounts.shared.ts';

/** The kind of the activation mail in the mail queue. */
export const ACTIVATION_MAIL = 'account.activation';

/**
 * Sign-up and activation (spec section 5): the pending account, its mailed code, and the code
 * that activates it and signs in.
 */
export function createRegistrationService({
  db,
  repository,
  options: { rateLimiter, mail, appUrl },
  startSession,
}: AccountsContext) {
  async function limitAccountMail(key: string): Promise<void> {
    const result = await rateLimiter.hit(`account-mail:${key}`, ACCOUNT_MAIL_LIMIT);
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
  }

  /** A new code for a pending account (the old one dies), mailed in the account's language. */
  async function sendActivationCode(user: {
    id: string;
    email: string;
    name: string;
    locale: Locale;
  }): Promise<void> {
    const code = createCode();
    await db.transaction(async (tx) => {
      await createAccountCodesRepository(tx).replace(
        user.id,
        'activation',
        hashCode(code),
        ACTIVATION_CODE_POLICY,
      );
      await mail.enqueue(
        tx,
        ACTIVATION_MAIL,
        activationMail({ to: user.email, name: user.name, code, locale: user.locale, appUrl }),
      );
    });
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
      const codeHash = hashCode(input.code);
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
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
