import { NOTIFICATIONS_COUNTER } from '@backline/domain';
import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { notificationPruneJob } from './notifications.job.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import {
  createNotificationsService,
  purgeNotifications,
  type NotificationsService,
} from './notifications.service.ts';

/**
 * Notifications (`/user/notifications`): written by other modules inside their transactions
 * (`api.notify`), with their mails queued alongside (the mail queue composes them when sent).
 */
export function createNotificationsModule(
  platform: Platform,
): BacklineModule<NotificationsService> {
  const { config } = platform;
  const notifications = createNotificationsService(platform.db, {
    now: platform.clock.now,
    mail: platform.mail,
    realtime: platform.realtime,
    appUrl: config.appUrl,
  });
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
      notificationPruneJob(() => notifications.pruneRead(), config.jobs.notificationPruneCron),
    ],
    purgeSteps: [purgeNotifications],
    api: notifications,
  };
}
