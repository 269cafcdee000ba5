import { AppError, type AdminLoginKey, type AdminUserDetail } from '@backline/domain';
import {
  isActive,
  type AdminActionInput,
  type AdminActor,
  type AdminContext,
} from './admin.shared.ts';

/**
 * What an admin does to an account's access: a password reset mail, a one-time login key, ending
 * its sessions, and deactivation or deletion through the account-lifecycle module (and their undo).
 */
export function createAdminAccountActionsService({
  options: { accounts, loginKeys, lifecycle, appUrl },
  repository,
  target,
  notSelf,
  act,
  detail,
}: AdminContext) {
  /**
   * An account-lifecycle change made by an admin (not on themselves): the lifecycle module
   * commits it, then the audit entry records whether it changed anything (and the purge date).
   */
  async function lifecycleAction(
    actor: AdminActor,
    userId: string,
    input: AdminActionInput,
    action: 'deactivate' | 'delete' | 'reactivate' | 'cancel_deletion',
    change: (id: string) => Promise<{ changed: boolean; purgeAt?: string | null }>,
  ): Promise<AdminUserDetail> {
    const user = await target(userId);
    notSelf(actor, user);
    const { changed, purgeAt } = await change(user.id);
    await act(actor, user, action, input, async () => ({
      result: undefined,
      details: purgeAt === undefined ? { changed } : { changed, purgeAt },
    }));
    return detail(user.id);
  }

  return {
    /** Mails the account a password reset code (the same mail as "forgot password"). */
    async resetPassword(
      actor: AdminActor,
      userId: string,
      input: AdminActionInput,
    ): Promise<AdminUserDetail> {
      const user = await target(userId);
      if (!isActive(user)) throw new AppError('admin.account_not_active');
      await accounts.sendPasswordResetCode(user, (tx) =>
        repository.writeAudit(tx, {
          actorId: actor.id,
          targetUserId: user.id,
          action: 'password_reset',
          reason: input.reason ? input.reason : null,
        }),
      );
      return detail(user.id);
    },

    /** A one-time login key and its link: answered once, never retrievable again. */
    async createLoginKey(
      actor: AdminActor,
      userId: string,
      input: AdminActionInput,
    ): Promise<AdminLoginKey> {
      const user = await target(userId);
      if (!isActive(user)) throw new AppError('admin.account_not_active');
      const { key, expiresAt } = await act(actor, user, 'login_key', input, async (tx) => {
        const issued = await loginKeys.issue(tx, user.id, actor.id);
        return { result: issued, details: { expiresAt: issued.expiresAt.toISOString() } };
      });
      const url = new URL('/login', appUrl);
      url.searchParams.set('key', key);
      return { key, url: url.toString(), expiresAt: expiresAt.toISOString() };
    },

    /**
     * Deactivates the account (sessions end, sign-in refused; no mail, only an admin can undo it).
     * The lifecycle module commits the change itself; the audit entry follows at once.
     */
    deactivate: (actor: AdminActor, userId: string, input: AdminActionInput) =>
      lifecycleAction(actor, userId, input, 'deactivate', (id) =>
        lifecycle.deactivate(id, { by: 'admin' }),
      ),

    /**
     * Marks the account for deletion (sessions end, profile hidden, purged after the grace
     * period; no mail). Audit entry as for `deactivate`.
     */
    requestDeletion: (actor: AdminActor, userId: string, input: AdminActionInput) =>
      lifecycleAction(actor, userId, input, 'delete', (id) =>
        lifecycle.requestDeletion(id, { by: 'admin' }),
      ),

    /** Undoes a deactivation (the owner may sign in again). Audit entry as for `deactivate`. */
    reactivate: (actor: AdminActor, userId: string, input: AdminActionInput) =>
      lifecycleAction(actor, userId, input, 'reactivate', (id) =>
        lifecycle.reactivate(id, { by: 'admin' }),
      ),

    /** Withdraws a deletion within the grace period. Audit entry as for `deactivate`. */
    cancelDeletion: (actor: AdminActor, userId: string, input: AdminActionInput) =>
      lifecycleAction(actor, userId, input, 'cancel_deletion', (id) =>
        lifecycle.cancelDeletion(id, { by: 'admin' }),
      ),

    /** Signs the account out everywhere. */
    async endSessions(
      actor: AdminActor,
      userId: string,
      input: AdminActionInput,
    ): Promise<AdminUserDetail> {
      const user = await target(userId);
      await act(actor, user, 'end_sessions', input, async (tx) => {
        const ended = await accounts.sessions.endAll(user.id, { tx });
        return { result: undefined, details: { ended } };
      });
      return detail(user.id);
    },
  };
}

export type AdminAccountActionsService = ReturnType<typeof createAdminAccountActionsService>;
