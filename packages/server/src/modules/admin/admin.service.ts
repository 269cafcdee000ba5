import {
  ADMIN_SEARCH_PAGE_SIZE,
  AppError,
  communityBanActive,
  type AdminAction,
  type AdminLoginKey,
  type AdminUserDetail,
  type AdminUserSearchQuery,
  type AdminUserSearchResult,
  type AdminUserSummary,
  type BanKind,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { ContextUser } from '../../plugins/request-context.ts';
import type { AccountLifecycleService } from '../account-lifecycle/account-lifecycle.service.ts';
import type { AccountsApi } from '../accounts/accounts.module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { createAdminRepository, type AuditEntryRow } from './admin.repository.ts';

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

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentAdminUser(user: UserRow, now: Date = new Date()): AdminUserSummary {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    type: user.type,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    activatedAt: iso(user.activatedAt),
    deactivatedAt: iso(user.deactivatedAt),
    deletionRequestedAt: iso(user.deletionRequestedAt),
    purgedAt: iso(user.purgedAt),
    bans: {
      shadowBannedAt: iso(user.shadowBannedAt),
      communityBanUntil: iso(user.communityBanUntil),
      communityBanActive: communityBanActive(user, now),
    },
  };
}

const presentAuditEntry = (row: AuditEntryRow): AdminUserDetail['auditLog'][number] => ({
  id: row.id,
  action: row.action,
  reason: row.reason,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
  actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
});

/** Activated and neither deactivated nor marked for deletion: can sign in and get mail. */
const isActive = (user: UserRow) =>
  user.activatedAt !== null && user.deactivatedAt === null && user.deletionRequestedAt === null;

/**
 * Site administration (spec section 6, `/admin/user`): search accounts, see one with its audit
 * log, and act on it. Every action writes the audit log (actor, target, action, reason, details)
 * in the transaction of its change. Callers have checked that the actor is a site admin.
 */
export function createAdminService(
  db: Database,
  { accounts, loginKeys, lifecycle, appUrl }: AdminServiceOptions,
) {
  const repository = createAdminRepository(db);

  async function target(userId: string): Promise<UserRow> {
    const user = await repository.findUser(userId);
    if (!user) throw new AppError('admin.user_not_found');
    return user;
  }

  const notSelf = (actor: AdminActor, user: UserRow) => {
    if (actor.id === user.id) throw new AppError('admin.self_action');
  };

  /** Runs the change and its audit entry in one transaction. */
  async function act<T>(
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
  }

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
    return service.detail(user.id);
  }

  const service = {
    async search({ q, page }: AdminUserSearchQuery): Promise<AdminUserSearchResult> {
      const rows = await repository.searchUsers(
        q,
        (page - 1) * ADMIN_SEARCH_PAGE_SIZE,
        ADMIN_SEARCH_PAGE_SIZE + 1,
      );
      const now = new Date();
      return {
        users: rows.slice(0, ADMIN_SEARCH_PAGE_SIZE).map((row) => presentAdminUser(row, now)),
        page,
        hasMore: rows.length > ADMIN_SEARCH_PAGE_SIZE,
      };
    },

    async detail(userId: string): Promise<AdminUserDetail> {
      const user = await target(userId);
      const [sessions, auditLog] = await Promise.all([
        accounts.sessions.countLive(user.id),
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
      return service.detail(user.id);
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

    async shadowBan(
      actor: AdminActor,
      userId: string,
      input: AdminActionInput,
    ): Promise<AdminUserDetail> {
      const user = await target(userId);
      notSelf(actor, user);
      await act(actor, user, 'shadow_ban', input, async (tx) => {
        await repository.setShadowBan(tx, user.id);
        return { result: undefined };
      });
      return service.detail(user.id);
    },

    async communityBan(
      actor: AdminActor,
      userId: string,
      input: AdminActionInput & { until: string },
    ): Promise<AdminUserDetail> {
      const user = await target(userId);
      notSelf(actor, user);
      const until = new Date(input.until);
      if (!(until.getTime() > Date.now())) {
        throw new AppError('admin.ban_end_in_past', { field: 'until' });
      }
      await act(actor, user, 'community_ban', input, async (tx) => {
        await repository.setCommunityBan(tx, user.id, until);
        return { result: undefined, details: { until: until.toISOString() } };
      });
      return service.detail(user.id);
    },

    /** Lifts one kind of ban, or every ban when no kind is given. */
    async removeBan(
      actor: AdminActor,
      userId: string,
      input: AdminActionInput & { kind?: BanKind | undefined },
    ): Promise<AdminUserDetail> {
      const user = await target(userId);
      notSelf(actor, user);
      await act(actor, user, 'remove_ban', input, async (tx) => {
        await repository.removeBans(tx, user.id, input.kind);
        return { result: undefined, details: { kind: input.kind ?? 'all' } };
      });
      return service.detail(user.id);
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
      return service.detail(user.id);
    },
  };
  return service;
}

export type AdminService = ReturnType<typeof createAdminService>;
