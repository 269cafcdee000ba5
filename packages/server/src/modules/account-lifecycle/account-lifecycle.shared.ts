import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MAIL_LIMIT,
  AppError,
  CURRENT_PASSWORD_LIMIT,
  REACTIVATION_LINK_TTL_DAYS,
  accountPurgeDate,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import { deletionMail, reactivationMail } from '../../platform/mail/templates/account-lifecycle.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { RateLimitedError, type RateLimit, type RateLimiter } from '../../platform/rate-limiter.ts';
import { hashSessionToken } from '../../platform/tokens.ts';
import type { AccountsApi } from '../accounts/accounts.module.ts';
import { createAccountLifecycleRepository } from './account-lifecycle.repository.ts';

/**
 * What the lifecycle use cases share (account state, mailed links, purge): the options, the
 * mailed links and their mails, and the checks of the owner.
 */

export type AccountLifecycleServiceOptions = {
  /**
   * The accounts module: sign-in completion, the sign-in check this module adds, and the
   * session and code stores (a deactivation ends sessions and stores a link).
   */
  accounts: Pick<AccountsApi, 'completeSignIn' | 'registerSignInCheck' | 'sessions' | 'codes'>;
  rateLimiter: RateLimiter;
  /** The mail queue: each mail is queued in the transaction that stores its link. */
  mail: MailQueue;
  /** Where the mailed links point (`APP_URL`). */
  appUrl: string;
  /** Days between a deletion request and the purge (`ACCOUNT_DELETION_GRACE_DAYS`). */
  graceDays: number;
  /** Called when a purge step's after-commit work (deleting stored files) failed. */
  onAfterPurgeError?: (error: unknown) => void;
};

/** The kinds of the lifecycle mails in the mail queue. */
export const REACTIVATION_MAIL = 'account.reactivation';
export const DELETION_MAIL = 'account.deletion';

export const MINUTES_PER_DAY = 24 * 60;

/** Mails sent without being asked by a form (a refused sign-in): per account, dropped silently. */
const SIGN_IN_MAIL_LIMIT: RateLimit = ACCOUNT_MAIL_LIMIT;

/** A mailed link's secret: 32 random bytes, base64url. Only its sha256 is stored. */
export const createLinkToken = () => randomBytes(32).toString('base64url');

export type LifecycleContext = ReturnType<typeof createLifecycleContext>;

export function createLifecycleContext(db: Database, options: AccountLifecycleServiceOptions) {
  const { accounts, rateLimiter, mail, appUrl, graceDays } = options;
  const repository = createAccountLifecycleRepository(db, accounts);

  async function limit(key: string, rule: RateLimit): Promise<void> {
    const result = await rateLimiter.hit(key, rule);
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
  }

  /** The reactivation link's mail, queued in the transaction `tx` that stores the link. */
  const queueReactivationMail = (tx: Transaction, user: UserRow, token: string) =>
    mail.enqueue(
      tx,
      REACTIVATION_MAIL,
      reactivationMail({ to: user.email, name: user.name, locale: user.locale, appUrl, token }),
    );

  /** The cancel-deletion link's mail with the purge date, queued in `tx`. */
  const queueDeletionMail = (tx: Transaction, user: UserRow, token: string, purgeAt: Date) =>
    mail.enqueue(
      tx,
      DELETION_MAIL,
      deletionMail({
        to: user.email,
        name: user.name,
        locale: user.locale,
        appUrl,
        token,
        purgeAt,
      }),
    );

  return {
    db,
    options,
    repository,
    limit,
    queueReactivationMail,
    queueDeletionMail,

    /** The current password, limited per account; the same cost whether the account has one. */
    async confirmPassword(user: UserRow, password: string): Promise<void> {
      await limit(`current-password:user:${user.id}`, CURRENT_PASSWORD_LIMIT);
      const valid = user.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!valid) throw new AppError('account.wrong_password', { field: 'password' });
    },

    /** Like `limit`, but answers whether the mail may go instead of refusing the request. */
    async mayMail(key: string): Promise<boolean> {
      return (await rateLimiter.hit(`account-mail:${key}`, SIGN_IN_MAIL_LIMIT)).allowed;
    },

    /** A new reactivation link (the old one dies), mailed. */
    async mailReactivationLink(user: UserRow): Promise<void> {
      const token = createLinkToken();
      await repository.replaceLink(
        user.id,
        hashSessionToken(token),
        { action: 'reactivate', by: 'owner' },
        REACTIVATION_LINK_TTL_DAYS * MINUTES_PER_DAY,
        (tx) => queueReactivationMail(tx, user, token),
      );
    },

    /**
     * A new cancel-deletion link valid until the purge (the old one dies), mailed; false when
     * the purge is less than a minute away.
     */
    async mailRestoreLink(user: UserRow, requestedAt: Date): Promise<boolean> {
      const purgeAt = accountPurgeDate(requestedAt, graceDays);
      const minutesLeft = Math.floor((purgeAt.getTime() - Date.now()) / 60_000);
      if (minutesLeft < 1) return false;
      const token = createLinkToken();
      await repository.replaceLink(
        user.id,
        hashSessionToken(token),
        { action: 'restore', by: 'owner' },
        minutesLeft,
        (tx) => queueDeletionMail(tx, user, token, purgeAt),
      );
      return true;
    },
  };
}
