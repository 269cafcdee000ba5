import {
  ACCOUNT_MAIL_LIMIT,
  AppError,
  accountPurgeDate,
  type DeviceInfo,
  type LifecycleLinkResult,
} from '@backline/domain';
import { hashSessionToken } from '../../platform/tokens.ts';
import type { LifecycleLink } from './account-lifecycle.repository.ts';
import type { LifecycleContext } from './account-lifecycle.shared.ts';

/** The purge date as the error message shows it (`2026-12-23`). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The owner's way back: a deactivated or marked account is refused at sign-in and gets a mailed
 * link (reactivate, or cancel the deletion); using the link restores the account and signs in.
 * Adds the account-state check to every sign-in (`accounts.completeSignIn`).
 */
export function createLifecycleLinksService({
  options: { accounts, graceDays },
  repository,
  limit,
  mayMail,
  mailReactivationLink,
  mailRestoreLink,
}: LifecycleContext) {
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

  return {
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
  };
}

export type LifecycleLinksService = ReturnType<typeof createLifecycleLinksService>;
