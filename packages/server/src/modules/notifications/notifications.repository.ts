import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Locale, UserPreferences } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import {
  notifications,
  type NotificationMailState,
  type NotificationRow,
} from '../../db/schema/index.ts';

export type NewNotification = {
  userId: string;
  kind: string;
  params: Record<string, string>;
  path: string | null;
  createdAt: Date;
  mailState: NotificationMailState;
};

/** A notification claimed for mailing, with what the mail needs of its recipient. */
export type ClaimedMail = {
  id: string;
  kind: string;
  params: Record<string, string>;
  path: string | null;
  attempts: number;
  email: string | null;
  name: string;
  locale: Locale;
  preferences: UserPreferences;
  /** The account can receive mail (activated, not deactivated, deleted or purged). */
  inUse: boolean;
};

/** Postgres channel that wakes the mail delivery once a transaction with new mail commits. */
export const NOTIFICATION_MAIL_CHANNEL = 'notification_mail';

/** Table `notifications`: the in-app notices and their e-mail outbox state. */
export function createNotificationsRepository(db: Database) {
  const own = (userId: string, id: string) =>
    and(eq(notifications.id, id), eq(notifications.userId, userId));

  return {
    /**
     * Inserts the notices in the caller's transaction; with `signal`, a `pg_notify` that
     * Postgres delivers only if and when that transaction commits.
     */
    async insertMany(tx: Transaction, rows: NewNotification[], signal: boolean): Promise<void> {
      if (rows.length === 0) return;
      await tx.insert(notifications).values(rows);
      if (signal) await tx.execute(sql`select pg_notify(${NOTIFICATION_MAIL_CHANNEL}, '')`);
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

    /**
     * Claims up to `limit` notices waiting to be mailed: compare-and-set from `pending` to
     * `sending` (rows another run holds are skipped), so every notice is claimed by exactly one
     * run, once. A claimed notice is never claimed again, even if the run dies before sending:
     * a lost mail rather than a doubled one.
     */
    async claimMails(limit: number): Promise<ClaimedMail[]> {
      const result = await db.execute<{
        id: string;
        kind: string;
        params: Record<string, string>;
        path: string | null;
        mail_attempts: number;
        email: string | null;
        name: string;
        locale: Locale;
        preferences: UserPreferences | null;
        in_use: boolean;
      }>(sql`
        update notifications n
        set mail_state = 'sending', mail_attempts = n.mail_attempts + 1
        from users u
        where u.id = n.user_id
          and n.mail_state = 'pending'
          and n.id in (
            select id from notifications
            where mail_state = 'pending'
            order by created_at
            limit ${limit}
            for update skip locked
          )
        returning n.id, n.kind, n.params, n.path, n.mail_attempts, u.email, u.name, u.locale,
          u.preferences,
          (u.activated_at is not null and u.deactivated_at is null
            and u.deletion_requested_at is null and u.purged_at is null) as in_use
      `);
      return result.rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        params: row.params,
        path: row.path,
        attempts: row.mail_attempts,
        email: row.email,
        name: row.name,
        locale: row.locale,
        preferences: row.preferences ?? {},
        inUse: row.in_use,
      }));
    },

    /** Ends the mail state of claimed notices (`sent`, `skipped`, `failed`, or `pending` again). */
    async setMailState(ids: string[], state: NotificationMailState, at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(notifications)
        .set({ mailState: state, ...(state === 'sent' ? { mailedAt: at } : {}) })
        .where(and(inArray(notifications.id, ids), eq(notifications.mailState, 'sending')));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/** The account purge (account deletion): the user's notices go with their personal data. */
export async function purgeNotifications(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}
