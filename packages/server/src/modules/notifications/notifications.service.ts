import {
  AppError,
  ME_UNREAD_NOTIFICATIONS_MAX,
  NOTIFICATION_PARAM_MAX_LENGTH,
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
import type { Mailer } from '../../platform/mail/mailer.ts';
import { notificationMail } from './notifications.mails.ts';
import { presentMeNotification, presentNotification } from './notifications.presenter.ts';
import { createNotificationsRepository, type ClaimedMail } from './notifications.repository.ts';

/** What other modules hand over: a kind of `NOTIFICATION_KINDS`, its params, a path. */
export type Notice = {
  kind: string;
  params: Record<string, string | number>;
  path: string | null;
};

export type NotificationsServiceOptions = {
  now?: () => Date;
  mailer?: Mailer;
  appUrl?: string;
  onMailError?: (error: unknown) => void;
};

/** For the account purge (registered in app.ts). */
export { purgeNotifications } from './notifications.repository.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Claims per round of the mail delivery. */
const MAIL_BATCH = 50;
/** A mail the SMTP server refused is tried this often in all, then given up. */
const MAIL_MAX_ATTEMPTS = 5;

const notFound = () => new AppError('request.entity_not_found');

/**
 * In-app notifications (spec section 3, `/user/notifications`) and their e-mails.
 *
 * `notify` writes one row per distinct recipient inside the caller's transaction, so a notice
 * exists exactly when the change it tells of was committed. Kinds with an e-mail preference are
 * written as `pending` mail: an outbox. `deliverMails` claims pending rows with a
 * compare-and-set, checks the recipient's preference and sends in the recipient's language. It
 * runs when Postgres signals a committed transaction with new mail (`pg_notify` in the same
 * transaction, so never before the commit) and on a short schedule (pg-boss) for whatever a
 * signal missed. A claimed row is never claimed again: killed and rerun, no mail goes out twice.
 */
export function createNotificationsService(
  db: Database,
  options: NotificationsServiceOptions = {},
) {
  const { now = () => new Date(), mailer, appUrl = '', onMailError } = options;
  const repository = createNotificationsRepository(db);

  const clip = (value: string | number) => String(value).slice(0, NOTIFICATION_PARAM_MAX_LENGTH);

  /** Sends one claimed mail; the state it ends in. */
  async function sendOne(claimed: ClaimedMail): Promise<'sent' | 'skipped' | 'pending' | 'failed'> {
    if (!isNotificationKind(claimed.kind) || !mailer) return 'skipped';
    const mailKind = notificationMailKind(claimed.kind);
    const wanted =
      mailKind !== null && effectivePreferences(claimed.preferences).notificationMails[mailKind];
    if (!wanted || !claimed.inUse || !claimed.email) return 'skipped';
    try {
      await mailer.send(
        notificationMail({
          to: claimed.email,
          name: claimed.name,
          locale: claimed.locale,
          kind: claimed.kind,
          params: claimed.params,
          path: claimed.path,
          appUrl,
        }),
      );
      return 'sent';
    } catch (error) {
      onMailError?.(error);
      return claimed.attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending';
    }
  }

  let delivering: Promise<number> | null = null;
  let deliverAgain = false;

  async function deliverAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await repository.claimMails(MAIL_BATCH);
      const ended: Record<'sent' | 'skipped' | 'pending' | 'failed', string[]> = {
        sent: [],
        skipped: [],
        pending: [],
        failed: [],
      };
      for (const mail of claimed) ended[await sendOne(mail)].push(mail.id);
      const at = now();
      for (const state of ['sent', 'skipped', 'pending', 'failed'] as const) {
        await repository.setMailState(ended[state], state, at);
      }
      total += ended.sent.length;
      // Mails put back after a refusal wait for the next scheduled run.
      if (claimed.length < MAIL_BATCH || ended.pending.length === claimed.length) return total;
    }
  }

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
      const mailed = notificationMailKind(notice.kind) !== null;
      const createdAt = now();
      await repository.insertMany(
        tx,
        userIds.map((userId) => ({
          userId,
          kind: notice.kind,
          params,
          path: notice.path,
          createdAt,
          mailState: mailed ? 'pending' : 'none',
        })),
        mailed,
      );
    },

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
      return { unread: await repository.unreadCount(userId) };
    },

    async markAllRead(userId: string): Promise<{ unread: number }> {
      await repository.markAllRead(userId, now());
      return { unread: 0 };
    },

    async delete(userId: string, id: string): Promise<{ unread: number }> {
      if (!(await repository.delete(userId, id))) throw notFound();
      return { unread: await repository.unreadCount(userId) };
    },

    /**
     * Mails every pending notice (see above); how many were sent. Calls while a delivery runs
     * are folded into one more round after it.
     */
    async deliverMails(): Promise<number> {
      if (delivering) {
        deliverAgain = true;
        return delivering;
      }
      delivering = (async () => {
        let sent = 0;
        try {
          do {
            deliverAgain = false;
            sent += await deliverAll();
          } while (deliverAgain);
          return sent;
        } finally {
          delivering = null;
        }
      })();
      return delivering;
    },

    /** Waits for a delivery in progress (before the database closes). */
    async settled(): Promise<void> {
      await delivering?.catch(() => undefined);
    },

    /** Read notices older than `READ_NOTIFICATIONS_KEPT_DAYS` go (the scheduled job). */
    pruneRead: () =>
      repository.pruneRead(new Date(now().getTime() - READ_NOTIFICATIONS_KEPT_DAYS * DAY_MS)),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
