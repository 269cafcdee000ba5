import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { createAlertEngine, type AlertEngine } from '../../platform/alerts/alert-engine.ts';
import { createDigest, digestJob, type Digest } from '../../platform/alerts/digest.job.ts';
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
  /** The daily digest of alert items and contact-ad matches (its job runs at 06:00 UTC). */
  digest: Digest;
};

/**
 * Bookmarks of saved list filters; they go with the account's personal data in the purge. The
 * saved-search alerts run on them: the module builds the platform's alert engine over its
 * alert-enabled bookmarks (compose-modules registers every module's `alertSources`), and the
 * daily digest mail of what the alerts and the contact-ad matches found.
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
  const digest = createDigest({
    db: platform.db,
    mail: platform.mail,
    appUrl: platform.config.appUrl,
    now: platform.clock.now,
  });
  return {
    name: 'bookmarks',
    routes: async (app) => {
      await app.register(bookmarksRoutes, { bookmarks });
    },
    jobs: [digestJob(digest)],
    purgeSteps: [purgeBookmarks],
    api: { ...bookmarks, alerts, digest },
  };
}
