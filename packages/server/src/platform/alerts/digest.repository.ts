import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { digestItems, users } from '../../db/schema/index.ts';

export type NewDigestItem = {
  userId: string;
  kind: 'alert' | 'match';
  groupName: string;
  title: string;
  path: string;
  /** One thing once per user (a retried worker records nothing twice). */
  dedupeKey: string;
};

export type PendingDigestItem = typeof digestItems.$inferSelect;

/** The digest's items (table `digest_items`): written by the alert engine and the matches. */
export function createDigestRepository(db: Database) {
  return {
    /** Records the items not recorded yet; answers the ones it recorded (their users, keys). */
    async record(
      tx: Transaction,
      items: readonly NewDigestItem[],
    ): Promise<{ userId: string; dedupeKey: string }[]> {
      if (items.length === 0) return [];
      return tx
        .insert(digestItems)
        .values([...items])
        .onConflictDoNothing({ target: [digestItems.userId, digestItems.dedupeKey] })
        .returning({ userId: digestItems.userId, dedupeKey: digestItems.dedupeKey });
    },

    /** Users with items waiting, at most `limit` (the job works through them in rounds). */
    async usersWithPending(limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: digestItems.userId })
        .from(digestItems)
        .where(isNull(digestItems.digestedAt))
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /** The user's waiting items, locked for this transaction (another run skips them). */
    async lockPending(tx: Transaction, userId: string): Promise<PendingDigestItem[]> {
      return tx
        .select()
        .from(digestItems)
        .where(and(eq(digestItems.userId, userId), isNull(digestItems.digestedAt)))
        .orderBy(asc(digestItems.createdAt), asc(digestItems.id))
        .for('update', { skipLocked: true });
    },

    /** Who the digest goes to: address, name, language, settings, and whether in use. */
    async recipient(tx: Transaction, userId: string) {
      const [row] = await tx
        .select({
          email: users.email,
          name: users.name,
          locale: users.locale,
          preferences: users.preferences,
          inUse: sql<boolean>`(${users.activatedAt} is not null and ${users.deactivatedAt} is null
            and ${users.deletionRequestedAt} is null and ${users.purgedAt} is null)`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async markDigested(tx: Transaction, ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(digestItems)
        .set({ digestedAt: at })
        .where(and(inArray(digestItems.id, ids), isNull(digestItems.digestedAt)));
    },

    /** Digested items older than `before` go (the digest job, after each run). */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(digestItems)
        .where(sql`${digestItems.digestedAt} < ${before.toISOString()}`)
        .returning({ id: digestItems.id });
      return rows.length;
    },
  };
}

export type DigestRepository = ReturnType<typeof createDigestRepository>;
