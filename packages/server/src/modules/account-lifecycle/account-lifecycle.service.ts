import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MAIL_LIMIT,
  AppError,
  CURRENT_PASSWORD_LIMIT,
  REACTIVATION_LINK_TTL_DAYS,
  accountPurgeDate,
  type AccountDeactivated,
  type AccountDeletionRequested,
  type DeviceInfo,
  type LifecycleLinkResult,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import { deletionMail, reactivationMail } from '../../platform/mail/templates/account-lifecycle.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { RateLimitedError, type RateLimit, type RateLimiter } from '../../platform/rate-limiter.ts';
import { hashSessionToken } from '../../platform/tokens.ts';
import type { AccountsApi } from '../accounts/accounts.module.ts';
import {
  createAccountLifecycleRepository,
  type LifecycleLink,
  type PurgeStep,
} from './account-lifecycle.repository.ts';

/** Who ends or restores an account: the owner (through settings or a mailed link) or an admin. */
export type LifecycleActor = 'owner' | 'admin';
export type LifecycleOptions = { by?: LifecycleActor };

export type DeactivateResult = AccountDeactivated & {
  /** False when the account was not in use (unknown, already deactivated, marked, purged). */
  changed: boolean;
};
export type DeletionResult = {
  status: 'deletion_requested';
  /** When the personal data is purged (ISO 8601); null for an unknown or purged account. */
  purgeAt: string | null;
  /** False when the account was marked already (purgeAt is the earlier one), unknown or purged. */
  changed: boolean;
};

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

const MINUTES_PER_DAY = 24 * 60;
const PURGE_BATCH = 100;

/** Mails sent without being asked by a form (a refused sign-in): per account, dropped silently. */
const SIGN_IN_MAIL_LIMIT: RateLimit = ACCOUNT_MAIL_LIMIT;

/** A mailed link's secret: 32 random bytes, base64url. Only its sha256 is stored. */
const createLinkToken = () => randomBytes(32).toString('base64url');

/** The purge date as the error message shows it (`2026-12-23`). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Deactivation, reactivation, deletion (marked at once, purged after the grace period) and its
 * cancellation. Adds the account-state check to every sign-in (`accounts.completeSignIn`).
 */
export function createAccountLifecycleService(
  db: Database,
  {
    accounts,
    rateLimiter,
    mail,
    appUrl,
    graceDays,
    onAfterPurgeError = () => undefined,
  }: AccountLifecycleServiceOptions,
) {
  const repository = createAccountLifecycleRepository(db, accounts);
  const purgeSteps: PurgeStep[] = [];

  async function limit(key: string, rule: RateLimit): Promise<void> {
    const result = await rateLimiter.hit(key, rule);
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
  }

  /** Like `limit`, but answers whether the mail may go instead of refusing the request. */
  async function mayMail(key: string): Promise<boolean> {
    return (await rateLimiter.hit(`account-mail:${key}`, SIGN_IN_MAIL_LIMIT)).allowed;
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

  /** The current password, limited per account; the same cost whether the account has one. */
  async function confirmPassword(user: UserRow, password: string): Promise<void> {
    await limit(`current-password:user:${user.id}`, CURRENT_PASSWORD_LIMIT);
    const valid = user.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!valid) throw new AppError('account.wrong_password', { field: 'password' });
  }

  /** The signed-in owner's account row; a session of another state never gets here. */
  async function ownAccount(userId: string): Promise<UserRow> {
    const user = await repository.findUserById(userId);
    if (!user?.activatedAt || user.deactivatedAt || user.deletionRequestedAt || user.purgedAt) {
      throw new AppError('auth.required');
    }
    return user;
  }

  /** A new reactivation link (the old one dies), mailed. */
  async function mailReactivationLink(user: UserRow): Promise<void> {
    const token = createLinkToken();
    await repository.replaceLink(
      user.id,
      hashSessionToken(token),
      { action: 'reactivate', by: 'owner' },
      REACTIVATION_LINK_TTL_DAYS * MINUTES_PER_DAY,
      (tx) => queueReactivationMail(tx, user, token),
    );
  }

  /** A new cancel-deletion link valid until the purge (the old one dies), mailed; false if late. */
  async function mailRestoreLink(user: UserRow, requestedAt: Date): Promise<boolean> {
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
  }

  /**
   * Runs in `completeSignIn` once the credentials are proven: a deactivated or marked account is
   * refused with its state, and the owner gets a fresh link by mail (limited per account; over
   * the limit the refusal stands without a mail).
   */
  async function checkSignIn({ userId }: { userId: string }): Promise<void> {
    const user = await repository.findUserById(userId);
    if (!user || user.purgedAt) throw new AppError('auth.invalid_credentials');
    if (!user.deactivatedAt && !user.deletionRequestedAt) return;
    const link = await repository.findLink(user.id);
    const byAdmin = link?.by === 'admin';
    if (user.deletionRequestedAt) {
      const params = { date: isoDay(accountPurgeDate(user.deletionRequestedAt, graceDays)) };
      if (byAdmin) throw new AppError('auth.account_deletion_pending_by_admin', { params });
      if (await mayMail(`lifecycle:user:${user.id}`)) {
        await mailRestoreLink(user, user.deletionRequestedAt);
      }
      throw new AppError('auth.account_deletion_pending', { params });
    }
    if (byAdmin) throw new AppError('auth.account_deactivated_by_admin');
    if (await mayMail(`lifecycle:user:${user.id}`)) await mailReactivationLink(user);
    throw new AppError('auth.account_deactivated');
  }
  accounts.registerSignInCheck(checkSignIn);

  /**
   * Uses a mailed link: the account is back. It signs in on this device like activation, unless
   * the account has two-factor sign-in: a mailed link is no second factor, so the owner then
   * signs in as always (password and code) and no session is made here.
   */
  async function signInWithLink(
    token: string,
    action: LifecycleLink['action'],
    device: DeviceInfo | null,
  ): Promise<LifecycleLinkResult> {
    const userId = await repository.useLink(hashSessionToken(token), action, graceDays);
    if (!userId) throw new AppError('account.link_invalid', { field: 'token' });
    try {
      return { token: await accounts.completeSignIn({ userId }, { device }) };
    } catch (error) {
      // Asked for the second factor: the account is back, only the session is not made.
      if (error instanceof AppError && error.code === 'auth.two_factor_required') {
        return { status: 'sign_in_required' };
      }
      throw error;
    }
  }

  const service = {
    /**
     * Deactivates the account: every session ends at once and sign-in is refused until it is
     * reactivated. By the owner: a reactivation link is mailed. By an admin: nothing is mailed and
     * only an admin can reactivate (`reactivate(userId, { by: 'admin' })`).
     */
    async deactivate(userId: string, options: LifecycleOptions = {}): Promise<DeactivateResult> {
      const by = options.by ?? 'owner';
      const user = await repository.findUserById(userId);
      if (!user) return { status: 'deactivated', changed: false };
      const token = createLinkToken();
      const changed = await repository.deactivate(
        user.id,
        hashSessionToken(token),
        { action: 'reactivate', by },
        REACTIVATION_LINK_TTL_DAYS * MINUTES_PER_DAY,
        by === 'owner' ? (tx) => queueReactivationMail(tx, user, token) : undefined,
      );
      return { status: 'deactivated', changed };
    },

    /**
     * Marks the account for deletion: every session ends at once and the profile is hidden; the
     * purge job removes the personal data after the grace period. By the owner: a mail with the
     * purge date and a cancel link. By an admin: nothing is mailed and only an admin can cancel
     * (`cancelDeletion(userId, { by: 'admin' })`).
     */
    async requestDeletion(userId: string, options: LifecycleOptions = {}): Promise<DeletionResult> {
      const by = options.by ?? 'owner';
      const user = await repository.findUserById(userId);
      if (!user || user.purgedAt) {
        return { status: 'deletion_requested', purgeAt: null, changed: false };
      }
      const token = createLinkToken();
      const requestedAt = await repository.requestDeletion(
        user.id,
        hashSessionToken(token),
        { action: 'restore', by },
        graceDays * MINUTES_PER_DAY,
        by === 'owner'
          ? (tx, at) => queueDeletionMail(tx, user, token, accountPurgeDate(at, graceDays))
          : undefined,
      );
      if (!requestedAt) {
        const earlier = user.deletionRequestedAt ?? new Date();
        return {
          status: 'deletion_requested',
          purgeAt: accountPurgeDate(earlier, graceDays).toISOString(),
          changed: false,
        };
      }
      const purgeAt = accountPurgeDate(requestedAt, graceDays);
      return { status: 'deletion_requested', purgeAt: purgeAt.toISOString(), changed: true };
    },

    /** Admin: ends a deactivation (no mail); false when the account was not deactivated. */
    async reactivate(userId: string, _options: { by: 'admin' }): Promise<{ changed: boolean }> {
      return { changed: await repository.undo(userId, 'reactivate', graceDays) };
    },

    /** Admin: cancels a deletion within the grace period (no mail); false when not marked. */
    async cancelDeletion(userId: string, _options: { by: 'admin' }): Promise<{ changed: boolean }> {
      return { changed: await repository.undo(userId, 'restore', graceDays) };
    },

    /** `POST /api/user/deactivate`: the signed-in owner, after the current password. */
    async deactivateOwn(userId: string, password: string): Promise<AccountDeactivated> {
      await confirmPassword(await ownAccount(userId), password);
      await service.deactivate(userId, { by: 'owner' });
      return { status: 'deactivated' };
    },

    /** `POST /api/user/delete`: the signed-in owner, after the current password. */
    async deleteOwn(userId: string, password: string): Promise<AccountDeletionRequested> {
      await confirmPassword(await ownAccount(userId), password);
      const result = await service.requestDeletion(userId, { by: 'owner' });
      if (!result.purgeAt) throw new AppError('auth.required');
      return { status: 'deletion_requested', purgeAt: result.purgeAt };
    },

    /** `POST /api/account/reactivate`: the mailed reactivation link; signs in (see above). */
    reactivateWithLink(token: string, device: DeviceInfo | null): Promise<LifecycleLinkResult> {
      return signInWithLink(token, 'reactivate', device);
    },

    /** `POST /api/account/restore`: the mailed cancel-deletion link; signs in (see above). */
    restoreWithLink(token: string, device: DeviceInfo | null): Promise<LifecycleLinkResult> {
      return signInWithLink(token, 'restore', device);
    },

    /**
     * `POST /api/account/reactivation-mail`: a fresh link for a deactivated account (or a
     * cancel link for one marked for deletion), started by its owner. The answer is the same
     * whatever the account; limited per client address and per e-mail like every account mail.
     */
    async requestLinkMail(email: string, clientAddress: string): Promise<void> {
      await limit(`account-mail:client:${clientAddress}`, ACCOUNT_MAIL_LIMIT);
      await limit(`account-mail:email:${email}`, ACCOUNT_MAIL_LIMIT);
      const user = await repository.findUserByEmail(email);
      if (!user || user.purgedAt || !user.activatedAt) return;
      if (!user.deactivatedAt && !user.deletionRequestedAt) return;
      const link = await repository.findLink(user.id);
      if (link?.by === 'admin') return;
      if (user.deletionRequestedAt) await mailRestoreLink(user, user.deletionRequestedAt);
      else await mailReactivationLink(user);
    },

    /** Another module removes the personal data it owns in the purge (same transaction). */
    registerPurgeStep(step: PurgeStep): void {
      purgeSteps.push(step);
    },

    /**
     * Purges every account whose grace period is over: personal data removed, sessions, codes,
     * recovery codes and external identities deleted, `purged_at` set. Each account in its own
     * transaction that only applies while it is still due, so a second or interrupted run is safe
     * and changes nothing already done. No mail is sent. The number purged by this run.
     */
    async purgeDueAccounts(): Promise<{ purged: number }> {
      let purged = 0;
      for (let batch = 0; batch < 1000; batch += 1) {
        const due = await repository.findDueForPurge(graceDays, PURGE_BATCH);
        let progressed = false;
        for (const id of due) {
          const afterCommit = await repository.purge(id, graceDays, purgeSteps);
          if (afterCommit) {
            purged += 1;
            progressed = true;
            // Files outlive their rows only if this fails; a rerun never sees the rows again.
            for (const after of afterCommit) await after().catch(onAfterPurgeError);
          }
        }
        if (due.length < PURGE_BATCH || !progressed) break;
      }
      return { purged };
    },
  };
  return service;
}

export type AccountLifecycleService = ReturnType<typeof createAccountLifecycleService>;
