import {
  ALWAYS_MAILED,
  AppError,
  ME_UNREAD_NOTIFICATIONS_MAX,
  NOTIFICATION_PARAM_MAX_LENGTH,
  NOTIFICATIONS_COUNTER,
  READ_NOTIFICATIONS_KEPT_DAYS,
  decodeNotificationCursor,
  effectivePreferences,
  encodeNotificationCursor,
  isNotificationKind,
  notificationMailKind,
  type Me,
  type NotificationListQuery,
  type NotificationPage,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { notificationMail } from './notifications.mails.ts';
import { presentMeNotification, presentNotification } from './notifications.presenter.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

/** What other modules hand over: a kind of `NOTIFICATION_KINDS`, its params, a path. */
export type Notice = {
  kind: string;
  params: Record<string, string | number>;
  path: string | null;
};

export type NotificationsServiceOptions = {
  now?: () => Date;
  /** The mail queue; without it no notice is mailed. */
  mail?: Pick<MailQueue, 'enqueueComposed' | 'registerComposer'>;
  appUrl?: string;
  /** Realtime: recipients' sockets hear `notifications.changed`; without it, nothing is sent. */
  realtime?: Pick<RealtimeHub, 'publishAll'>;
};

/** The kind of the notification mails in the mail queue (composed when sent). */
export const NOTIFICATION_MAIL = 'notification';

/** For the account purge (registered in app.ts). */
export { purgeNotifications } from './notifications.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

const notFound = () => new AppError('request.entity_not_found');

/**
 * In-app notifications (spec section 3, `/user/notifications`) and their e-mails.
 *
 * `notify` writes one row per distinct recipient inside the caller's transaction, so a notice
 * exists exactly when the change it tells of was committed. For kinds with an e-mail preference
 * it also queues one mail job per notice in that transaction (the mail queue). The job holds the
 * notice's id only: when it runs, the composer below reads the notice and its recipient, checks
 * the recipient's mail settings and account, and renders the mail in their language, or sends
 * nothing. pg-boss runs each job once at a time and retries a refused send.
 */
export function createNotificationsService(
  db: Database,
  options: NotificationsServiceOptions = {},
) {
  const { now = () => new Date(), mail, appUrl = '', realtime } = options;
  const repository = createNotificationsRepository(db);

  /** The bell of the user's other devices (their sockets) refreshes after a read or a delete. */
  const changedOnOtherDevices = (userId: string) =>
    realtime?.publishAll(db, [
      [[userId], { kind: 'notifications.changed' }],
      [[userId], { kind: 'counters.changed', data: { counters: [NOTIFICATIONS_COUNTER] } }],
    ]);

  const clip = (value: string | number) => String(value).slice(0, NOTIFICATION_PARAM_MAX_LENGTH);

  mail?.registerComposer(NOTIFICATION_MAIL, async ({ notificationId = '' }) => {
    const row = await repository.forMail(notificationId);
    if (!row || !isNotificationKind(row.kind)) return null;
    const mailKind = notificationMailKind(row.kind);
    const wanted =
      mailKind === ALWAYS_MAILED ||
      (mailKind !== null && effectivePreferences(row.preferences).notificationMails[mailKind]);
    if (!wanted || !row.inUse || !row.email) return null;
    return notificationMail({
      to: row.email,
      name: row.name,
      locale: row.locale,
      kind: row.kind,
      params: row.params,
      path: row.path,
      appUrl,
    });
  });

  return {
    /**
     * Tells each distinct recipient, inside the caller's transaction (booking, ratings). Unknown
     * kinds are a programming error: the transaction fails rather than store a text nobody has.
     */
    async notify(tx: Transaction, recipients: string[], notice: Notice): Promise<void> {
      if (!isNotificationKind(notice.kind)) {
        throw new Error(`Unknown notification kind "${notice.kind}".`);
      }
      const userIds = [...new Set(recipients)];
      if (userIds.length === 0) return;
      const params = Object.fromEntries(
        Object.entries(notice.params).map(([name, value]) => [name, clip(value)]),
      );
      const createdAt = now();
      const ids = await repository.insertMany(
        tx,
        userIds.map((userId) => ({
          userId,
          kind: notice.kind,
          params,
          path: notice.path,
          createdAt,
        })),
      );
      if (mail && notificationMailKind(notice.kind) !== null) {
        await mail.enqueueComposed(
          tx,
          NOTIFICATION_MAIL,
          ids.map((notificationId) => ({ notificationId })),
        );
      }
      // Their bell refreshes once the notices are committed (any server's sockets).
      await realtime?.publishAll(tx, [
        [userIds, { kind: 'notifications.changed' }],
        [userIds, { kind: 'counters.changed', data: { counters: [NOTIFICATIONS_COUNTER] } }],
      ]);
    },

    /**
     * Of the recipients, those who still have an unread notice of this kind and path (a chat's
     * burst of messages tells once: messaging asks before it notifies).
     */
    withUnreadNotice: (tx: Transaction, userIds: string[], notice: Omit<Notice, 'params'>) =>
      notice.path === null
        ? Promise.resolve([])
        : repository.withUnread(tx, userIds, notice.kind, notice.path),

    /** `GET /api/user/notifications`: a page, newest first, and the unread count (2 statements). */
    async list(userId: string, query: NotificationListQuery): Promise<NotificationPage> {
      const before = query.before ? decodeNotificationCursor(query.before) : null;
      if (query.before && !before) throw new AppError('validation.invalid', { field: 'before' });
      const [rows, unread] = await Promise.all([
        repository.page(userId, before, query.limit),
        repository.unreadCount(userId),
      ]);
      const pageRows = rows.slice(0, query.limit);
      const last = pageRows.at(-1);
      return {
        items: pageRows.flatMap((row) => {
          const presented = presentNotification(row);
          return presented ? [presented] : [];
        }),
        unread,
        nextCursor:
          rows.length > query.limit && last
            ? encodeNotificationCursor({ createdAt: last.createdAt.toISOString(), id: last.id })
            : null,
      };
    },

    unreadCount: (userId: string) => repository.unreadCount(userId),

    /** Spec section 3: `Me.notifications`, the newest unread ones (bounded, so Me stays cheap). */
    async forMe(userId: string): Promise<Me['notifications']> {
      return (await repository.newestUnread(userId, ME_UNREAD_NOTIFICATIONS_MAX)).map(
        presentMeNotification,
      );
    },

    async markRead(userId: string, id: string): Promise<{ unread: number }> {
      if (!(await repository.markRead(userId, id, now()))) throw notFound();
      await changedOnOtherDevices(userId);
      return { unread: await repository.unreadCount(userId) };
    },

    async markAllRead(userId: string): Promise<{ unread: number }> {
      await repository.markAllRead(userId, now());
      await changedOnOtherDevices(userId);
      return { unread: 0 };
    },

    async delete(userId: string, id: string): Promise<{ unread: number }> {
      if (!(await repository.delete(userId, id))) throw notFound();
      await changedOnOtherDevices(userId);
      return { unread: await repository.unreadCount(userId) };
    },

    /** Read notices older than `READ_NOTIFICATIONS_KEPT_DAYS` go (the scheduled job). */
    pruneRead: () =>
      repository.pruneRead(new Date(now().getTime() - READ_NOTIFICATIONS_KEPT_DAYS * DAY_MS)),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
