import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { bookmarksRoutes } from './bookmarks.routes.ts';
import {
  createBookmarksService,
  purgeBookmarks,
  type BookmarksService,
} from './bookmarks.service.ts';

/** Bookmarks of saved list filters; they go with the account's personal data in the purge. */
export function createBookmarksModule(platform: Platform): BacklineModule<BookmarksService> {
  const bookmarks = createBookmarksService(platform.db);
  return {
    name: 'bookmarks',
    routes: async (app) => {
      await app.register(bookmarksRoutes, { bookmarks });
    },
    purgeSteps: [purgeBookmarks],
    api: bookmarks,
  };
}
