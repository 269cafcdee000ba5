import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { createAlertEngine, type AlertEngine } from '../../platform/alerts/alert-engine.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { bookmarksRoutes } from './bookmarks.routes.ts';
import {
  createBookmarksService,
  purgeBookmarks,
  type BookmarksService,
} from './bookmarks.service.ts';

export type BookmarksModuleDeps = {
  notifications: Pick<NotificationsService, 'notify'>;
};

export type BookmarksApi = BookmarksService & {
  /** Saved-search alerts (platform/alerts): lists register sources, publishers tell of items. */
  alerts: AlertEngine;
};

/**
 * Bookmarks of saved list filters; they go with the account's personal data in the purge. The
 * saved-search alerts run on them: the module builds the platform's alert engine over its
 * alert-enabled bookmarks (compose-modules registers every module's `alertSources`).
 */
export function createBookmarksModule(
  platform: Platform,
  { notifications }: BookmarksModuleDeps,
): BacklineModule<BookmarksApi> {
  const bookmarks = createBookmarksService(platform.db);
  const alerts = createAlertEngine({
    db: platform.db,
    work: platform.work,
    alertFilters: (route) => bookmarks.alertFilters(route),
    notify: notifications.notify,
  });
  return {
    name: 'bookmarks',
    routes: async (app) => {
      await app.register(bookmarksRoutes, { bookmarks });
    },
    purgeSteps: [purgeBookmarks],
    api: { ...bookmarks, alerts },
  };
}
