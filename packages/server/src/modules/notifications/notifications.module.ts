import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { NOTIFICATION_MAIL_CHANNEL } from './notifications.repository.ts';
import { notificationMailJob, notificationPruneJob } from './notifications.job.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import {
  createNotificationsService,
  purgeNotifications,
  type NotificationsService,
} from './notifications.service.ts';
import { NOTIFICATIONS_COUNTER } from '@backline/domain';

/**
 * Notifications (`/user/notifications`): written by other modules inside their transactions
 * (`api.notify`), mailed after the commit through an outbox.
 */
export function createNotificationsModule(
  platform: Platform,
): BacklineModule<NotificationsService> {
  const { config, database, log } = platform;
  const notifications = createNotificationsService(platform.db, {
    now: platform.clock.now,
    mailer: platform.mailer,
    appUrl: config.appUrl,
    onMailError: (error) => log.error({ err: error }, 'sending a notification mail failed'),
  });
  // Notification mails go as soon as Postgres signals a commit that wrote some (every server
  // listens; the claim makes sure one sends), and on the mail job's schedule for the rest.
  let stopMailSignal: (() => Promise<void>) | null = null;
  const deliverMails = () => {
    notifications
      .deliverMails()
      .catch((error: unknown) => log.error({ err: error }, 'notification mails failed'));
  };
  return {
    name: 'notifications',
    routes: async (app) => {
      await app.register(notificationsRoutes, { notifications });
    },
    // The navigation counter of spec section 7 (`POST /api/resource/counter`): unread notices.
    counters: {
      [NOTIFICATIONS_COUNTER]: (ctx) =>
        ctx.user ? notifications.unreadCount(ctx.user.id) : Promise.resolve(0),
    },
    jobs: [
      notificationMailJob(() => notifications.deliverMails(), config.jobs.notificationMailCron),
      notificationPruneJob(() => notifications.pruneRead(), config.jobs.notificationPruneCron),
    ],
    purgeSteps: [purgeNotifications],
    onReady: async () => {
      stopMailSignal = await database.listen(NOTIFICATION_MAIL_CHANNEL, deliverMails, (error) =>
        log.warn({ err: error }, 'listening for notification mails failed'),
      );
    },
    onClose: async () => {
      await stopMailSignal?.();
      await notifications.settled();
    },
    api: notifications,
  };
}
