import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import type { AccountCodesRepository, SessionsRepository } from '../accounts/accounts.module.ts';

/**
 * What a lifecycle link does and who started it: `reactivate` ends a deactivation, `restore`
 * cancels a deletion. Only what the owner started can the owner undo through a mailed link; what
 * an admin started is recorded the same way but never mailed.
 */
export type LifecycleLink = { action: 'reactivate' | 'restore'; by: 'owner' | 'admin' };

/** The purpose every lifecycle link is stored under (one live link per account). */
const PURPOSE = 'reactivation';

/** The moment a deletion requested earlier is past its grace period. */
export const graceCutoff = (graceDays: number) => sql`now() - make_interval(days => ${graceDays})`;

const readLink = (details: Record<string, unknown> | null): LifecycleLink | null => {
  const action = details?.action;
  const by = details?.by;
  if ((action !== 'reactivate' && action !== 'restore') || (by !== 'owner' && by !== 'admin')) {
    return null;
  }
  return { action, by };
};

/** Deactivated only (not marked, not purged): what a reactivation undoes. */
const deactivatedOnly = (userId: string) =>
  and(
    eq(users.id, userId),
    isNotNull(users.deactivatedAt),
    isNull(users.deletionRequestedAt),
    isNull(users.purgedAt),
  );

/** Marked for deletion within the grace period, not purged: what a restore undoes. */
const withinGrace = (userId: string, graceDays: number) =>
  and(
    eq(users.id, userId),
    gt(users.deletionRequestedAt, graceCutoff(graceDays)),
    isNull(users.purgedAt),
  );

/** The stores of the accounts module this module changes (its api: `accounts.sessions/codes`). */
export type LifecycleStores = {
  sessions: Pick<SessionsRepository, 'endAll'>;
  codes: Pick<AccountCodesRepository, 'replace' | 'find' | 'consumeByHash' | 'remove'>;
};

export function createAccountLifecycleRepository(
  db: Database,
  { sessions, codes }: LifecycleStores,
) {
  /** The account's lifecycle link, in place of any old one: a fresh expiry, no tries used. */
  const storeLink = async (
    tx: Transaction | undefined,
    userId: string,
    codeHash: string,
    link: LifecycleLink,
    ttlMinutes: number,
  ): Promise<void> => {
    await codes.replace(
      userId,
      PURPOSE,
      codeHash,
      { ttlMinutes, maxAttempts: 1 },
      { details: link },
      tx,
    );
  };

  return {
    async findUserById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    /** The account's lifecycle link as stored (expired or not): who started what. */
    async findLink(userId: string): Promise<LifecycleLink | null> {
      const row = await codes.find(userId, PURPOSE);
      return row ? readLink(row.details) : null;
    },

    /** A new link of the same kind (the old one dies). */
    /** A new link in place of the old one; `alongside` runs in its transaction (the mail). */
    async replaceLink(
      userId: string,
      codeHash: string,
      link: LifecycleLink,
      ttlMinutes: number,
      alongside: (tx: Transaction) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await storeLink(tx, userId, codeHash, link, ttlMinutes);
        await alongside(tx);
      });
    },

    /**
     * Deactivates an account in use, ends its sessions and stores its reactivation link, in one
     * transaction; false when the account is not in use (already deactivated, marked, purged).
     */
    async deactivate(
      userId: string,
      codeHash: string,
      link: LifecycleLink,
      ttlMinutes: number,
      alongside?: (tx: Transaction) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({ deactivatedAt: sql`now()` })
          .where(
            and(
              eq(users.id, userId),
              isNull(users.deactivatedAt),
              isNull(users.deletionRequestedAt),
              isNull(users.purgedAt),
            ),
          )
          .returning({ id: users.id });
        if (changed.length === 0) return false;
        await sessions.endAll(userId, { tx });
        await storeLink(tx, userId, codeHash, link, ttlMinutes);
        await alongside?.(tx);
        return true;
      });
    },

    /**
     * Marks the account for deletion, ends its sessions and stores the cancel link, in one
     * transaction (with `alongside`: the mail); the moment of the request, or null when it was
     * marked or purged already.
     */
    async requestDeletion(
      userId: string,
      codeHash: string,
      link: LifecycleLink,
      ttlMinutes: number,
      alongside?: (tx: Transaction, requestedAt: Date) => Promise<void>,
    ): Promise<Date | null> {
      return db.transaction(async (tx) => {
        const [changed] = await tx
          .update(users)
          .set({ deletionRequestedAt: sql`now()` })
          .where(
            and(eq(users.id, userId), isNull(users.deletionRequestedAt), isNull(users.purgedAt)),
          )
          .returning({ deletionRequestedAt: users.deletionRequestedAt });
        if (!changed?.deletionRequestedAt) return null;
        await sessions.endAll(userId, { tx });
        await storeLink(tx, userId, codeHash, link, ttlMinutes);
        await alongside?.(tx, changed.deletionRequestedAt);
        return changed.deletionRequestedAt;
      });
    },

    /**
     * Uses up a live link of this action and undoes what it stands for, in one transaction: a
     * reactivation clears `deactivated_at`; a restore clears the deletion mark (and a deactivation)
     * while the grace period lasts. The account's id, or null when nothing was undone.
     */
    async useLink(
      codeHash: string,
      action: LifecycleLink['action'],
      graceDays: number,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const code = await codes.consumeByHash(tx, PURPOSE, codeHash, { action, by: 'owner' });
        if (!code) return null;
        const undone =
          action === 'reactivate'
            ? await tx
                .update(users)
                .set({ deactivatedAt: null })
                .where(deactivatedOnly(code.userId))
                .returning({ id: users.id })
            : await tx
                .update(users)
                .set({ deletionRequestedAt: null, deactivatedAt: null })
                .where(withinGrace(code.userId, graceDays))
                .returning({ id: users.id });
        if (undone.length === 0) {
          // A link that no longer fits the account dies all the same (it was consumed above).
          return null;
        }
        return code.userId;
      });
    },

    /** Admin undo: clears the deactivation or the deletion mark and drops the account's link. */
    async undo(
      userId: string,
      action: LifecycleLink['action'],
      graceDays: number,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const undone =
          action === 'reactivate'
            ? await tx
                .update(users)
                .set({ deactivatedAt: null })
                .where(deactivatedOnly(userId))
                .returning({ id: users.id })
            : await tx
                .update(users)
                .set({ deletionRequestedAt: null })
                .where(withinGrace(userId, graceDays))
                .returning({ id: users.id });
        if (undone.length === 0) return false;
        await codes.remove(userId, PURPOSE, tx);
        return true;
      });
    },
  };
}

export type AccountLifecycleRepository = ReturnType<typeof createAccountLifecycleRepository>;
