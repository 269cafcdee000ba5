import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError, CURRENT_PASSWORD_LIMIT, type ContactChanged } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { RateLimitedError, type RateLimit, type RateLimiter } from '../../platform/rate-limiter.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import {
  EMAIL_CHANGE_CODE_POLICY,
  PHONE_CHANGE_CODE_POLICY,
  createAccountSettingsRepository,
  type AccountSettingsRepository,
  type SettingsStores,
} from './account-settings.repository.ts';

/**
 * What the settings use cases share (sessions, e-mail and phone changes, password, preferences):
 * the caller, the options, the change codes, and the checks every change starts with.
 */

export type AccountSettingsServiceOptions = {
  /** The accounts module's session and code stores (their one owner). */
  accounts: SettingsStores;
  rateLimiter: RateLimiter;
  /** The mail queue: each mail is queued in the transaction of the change it tells of. */
  mail: MailQueue;
  sms: SmsSender;
  appUrl: string;
};

/** Who asks: the signed-in user and the session the request came with. */
export type Caller = { userId: string; sessionId: string };

export const createCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');
export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type SettingsContext = ReturnType<typeof createSettingsContext>;

export function createSettingsContext(db: Database, options: AccountSettingsServiceOptions) {
  const { accounts, rateLimiter } = options;
  const repository: AccountSettingsRepository = createAccountSettingsRepository(db, accounts);

  async function limit(key: string, rule: RateLimit) {
    const result = await rateLimiter.hit(key, rule);
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
  }

  async function activeUser(userId: string): Promise<UserRow> {
    const user = await repository.findUser(userId);
    if (!user?.activatedAt) throw new AppError('auth.required');
    return user;
  }

  return {
    db,
    options,
    repository,
    limit,
    activeUser,

    /**
     * The current password, checked with the same cost whether or not the account has one;
     * limited per account so that a stolen session cannot guess it. Always the same error when
     * wrong.
     */
    async confirmPassword(user: UserRow, password: string, field: string): Promise<void> {
      await limit(`current-password:user:${user.id}`, CURRENT_PASSWORD_LIMIT);
      const valid = user.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!valid) throw new AppError('account.wrong_password', { field });
    },

    /** Checks a code of a change and applies it; each wrong try counts (5 kill the code). */
    async confirmChange(
      userId: string,
      purpose: 'email_change' | 'phone_change',
      code: string,
      alongside?: (tx: Transaction, target: string) => Promise<void>,
    ): Promise<string> {
      const policy =
        purpose === 'email_change' ? EMAIL_CHANGE_CODE_POLICY : PHONE_CHANGE_CODE_POLICY;
      const stored = await repository.codes.findLive(userId, purpose, policy);
      const codeHash = hashCode(code);
      if (!stored || !sameHash(stored.codeHash, codeHash)) {
        if (stored) await repository.codes.countWrongAttempt(userId, purpose, policy);
        throw new AppError('account.wrong_code', { field: 'code' });
      }
      const applied = await repository.applyChange(userId, purpose, codeHash, alongside);
      if (applied === 'taken') {
        throw new AppError(
          purpose === 'email_change' ? 'account.email_unavailable' : 'account.number_unavailable',
          { field: 'code' },
        );
      }
      if (!applied) throw new AppError('account.wrong_code', { field: 'code' });
      return applied.target;
    },

    /** The account's e-mail and phone as they are now (the answer of every change). */
    async contact(userId: string): Promise<ContactChanged> {
      const user = await activeUser(userId);
      return { email: user.email, phone: user.phone };
    },
  };
}
