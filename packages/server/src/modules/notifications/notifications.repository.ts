import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Locale, UserPreferences } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { notifications, users, type NotificationRow } from '../../db/schema/index.ts';

export type NewNotification = {
  userId: string;
  kind: string;
  params: Record<string, string>;
  path: string | null;
  createdAt: Date;
};

/** A notification to mail, with what the mail needs of its recipient. */
export type NotificationMailRow = {
  kind: string;
  params: Record<string, string>;
  path: string | null;
  email: string | null;
  name: string;
  locale: Locale;
  preferences: UserPreferences;
  /** The account can receive mail (activated, not deactivated, deleted or purged). */
  inUse: boolean;
};

/** Table `notifications`: the in-app notices (their mails go through the mail queue). */
export function createNotificationsRepository(db: Database) {
  const own = (userId: string, id: string) =>
    and(eq(notifications.id, id), eq(notifications.userId, userId));

  return {
    /** Inserts the notices in the caller's transaction; their ids. */
    async insertMany(tx: Transaction, rows: NewNotification[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const inserted = await tx
        .insert(notifications)
        .values(rows)
        .returning({ id: notifications.id });
      return inserted.map((row) => row.id);
    },

    /** Of `userIds`, those with an unread notice of this kind and path (in the caller's tx). */
    async withUnread(
      tx: Transaction,
      userIds: string[],
      kind: string,
      path: string,
    ): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await tx
        .selectDistinct({ userId: notifications.userId })
        .from(notifications)
        .where(
          and(
            inArray(notifications.userId, userIds),
            eq(notifications.kind, kind),
            eq(notifications.path, path),
            isNull(notifications.readAt),
          ),
        );
      return rows.map((row) => row.userId);
    },

    /** One page, newest first: `limit + 1` rows, so the caller knows whether more follow. */
    async page(
      userId: string,
      before: { createdAt: Date; id: string } | null,
      limit: number,
    ): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            before
              ? or(
                  lt(notifications.createdAt, before.createdAt),
                  and(
                    eq(notifications.createdAt, before.createdAt),
                    lt(notifications.id, before.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.total ?? 0;
    },

    /** The newest unread notices (for Me), at most `max`. */
    async newestUnread(
      userId: string,
      max: number,
    ): Promise<{ id: string; path: string | null }[]> {
      return db
        .select({ id: notifications.id, path: notifications.path })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(max);
    },

    /** Marks the user's notice read (a read one stays as it was); false when it is not theirs. */
    async markRead(userId: string, id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at})` })
        .where(own(userId, id))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: string, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(own(userId, id))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** Deletes read notices read before `before`; how many went. */
    async pruneRead(before: Date): Promise<number> {
      const rows = await db
        .delete(notifications)
        .where(lt(notifications.readAt, before))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** A notice and its recipient, for its mail; null when either is gone. */
    async forMail(id: string): Promise<NotificationMailRow | null> {
      const [row] = await db
        .select({
          kind: notifications.kind,
          params: notifications.params,
          path: notifications.path,
          email: users.email,
          name: users.name,
          locale: users.locale,
          preferences: users.preferences,
          inUse: sql<boolean>`(${users.activatedAt} is not null and ${users.deactivatedAt} is null
            and ${users.deletionRequestedAt} is null and ${users.purgedAt} is null)`,
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(eq(notifications.id, id))
        .limit(1);
      return row ? { ...row, preferences: row.preferences ?? {} } : null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/** The account purge (account deletion): the user's notices go with their personal data. */
export async function purgeNotifications(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}
