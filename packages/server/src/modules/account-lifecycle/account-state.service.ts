import {
  AppError,
  REACTIVATION_LINK_TTL_DAYS,
  accountPurgeDate,
  type AccountDeactivated,
  type AccountDeletionRequested,
} from '@backline/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { hashSessionToken } from '../../platform/tokens.ts';
import {
  MINUTES_PER_DAY,
  createLinkToken,
  type LifecycleContext,
} from './account-lifecycle.shared.ts';

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

/**
 * Deactivating an account and marking it for deletion, by its owner (after the current
 * password) or by an admin, and an admin's undo of either.
 */
export function createAccountStateService({
  options: { graceDays },
  repository,
  queueReactivationMail,
  queueDeletionMail,
  confirmPassword,
}: LifecycleContext) {
  /** The signed-in owner's account row; a session of another state never gets here. */
  async function ownAccount(userId: string): Promise<UserRow> {
    const user = await repository.findUserById(userId);
    if (!user?.activatedAt || user.deactivatedAt || user.deletionRequestedAt || user.purgedAt) {
      throw new AppError('auth.required');
    }
    return user;
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
  };
  return service;
}

export type AccountStateService = ReturnType<typeof createAccountStateService>;
