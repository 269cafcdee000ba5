import { AppError, type AdminAction, type AdminUserDetail } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { ContextUser } from '../../plugins/request-context.ts';
import type { AccountLifecycleService } from '../account-lifecycle/account-lifecycle.service.ts';
import type { AccountsApi } from '../accounts/accounts.module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { presentAdminUser, presentAuditEntry } from './admin.presenter.ts';
import { createAdminRepository } from './admin.repository.ts';

/**
 * What the admin use cases share (the user list and detail, bans, account actions): the options,
 * the target account, the audit log, and the detail every action answers with.
 */

/** Issues one-time login keys (the accounts module's `createLoginKeys`). */
export type LoginKeyIssuer = {
  issue(
    tx: Transaction,
    userId: string,
    adminId: string,
  ): Promise<{ key: string; expiresAt: Date }>;
};

export type AdminServiceOptions = {
  accounts: Pick<AccountsApi, 'sessions'> & AccountsService;
  loginKeys: LoginKeyIssuer;
  /** Deactivation and deletion (the account-lifecycle module). */
  lifecycle: Pick<
    AccountLifecycleService,
    'deactivate' | 'requestDeletion' | 'reactivate' | 'cancelDeletion'
  >;
  /** Where a one-time key's link points (`APP_URL`). */
  appUrl: string;
};

/** Who acts, and why (optional; kept in the audit log). */
export type AdminActor = Pick<ContextUser, 'id'>;
export type AdminActionInput = { reason?: string | undefined };

/** Activated and neither deactivated nor marked for deletion: can sign in and get mail. */
export const isActive = (user: UserRow) =>
  user.activatedAt !== null && user.deactivatedAt === null && user.deletionRequestedAt === null;

export type AdminContext = ReturnType<typeof createAdminContext>;

export function createAdminContext(db: Database, options: AdminServiceOptions) {
  const repository = createAdminRepository(db);

  async function target(userId: string): Promise<UserRow> {
    const user = await repository.findUser(userId);
    if (!user) throw new AppError('admin.user_not_found');
    return user;
  }

  return {
    options,
    repository,
    target,

    notSelf(actor: AdminActor, user: UserRow): void {
      if (actor.id === user.id) throw new AppError('admin.self_action');
    },

    /** Runs the change and its audit entry in one transaction. */
    async act<T>(
      actor: AdminActor,
      user: UserRow,
      action: AdminAction,
      input: AdminActionInput,
      change: (tx: Transaction) => Promise<{ result: T; details?: Record<string, unknown> }>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const { result, details } = await change(tx);
        await repository.writeAudit(tx, {
          actorId: actor.id,
          targetUserId: user.id,
          action,
          reason: input.reason ? input.reason : null,
          details: details ?? null,
        });
        return result;
      });
    },

    /** One account with its live sessions and audit log: the answer of every action. */
    async detail(userId: string): Promise<AdminUserDetail> {
      const user = await target(userId);
      const [sessions, auditLog] = await Promise.all([
        options.accounts.sessions.countLive(user.id),
        repository.auditLog(user.id),
      ]);
      return {
        user: {
          ...presentAdminUser(user),
          locale: user.locale,
          phone: user.phone,
          twoFactorEnabled: user.totpEnabledAt !== null,
        },
        sessions,
        auditLog: auditLog.map(presentAuditEntry),
      };
    },
  };
}
