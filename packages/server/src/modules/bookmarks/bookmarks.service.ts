import {
  AppError,
  MAX_BOOKMARKS_PER_USER,
  isAlertBookmarkRoute,
  type UpdateBookmarkInput,
  type Bookmark,
  type BookmarkRoute,
  type BookmarkFilter,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { presentBookmark } from './bookmarks.presenter.ts';
import { createBookmarksRepository } from './bookmarks.repository.ts';

/** For the account purge (registered in app.ts). */
export { purgeBookmarks } from './bookmarks.repository.ts';

export type BookmarksServiceOptions = {
  /** Bookmarks per user (default `MAX_BOOKMARKS_PER_USER`; tests lower it). */
  maxPerUser?: number;
};

/**
 * Bookmarks of saved filters (spec sections 3 and 5): each user's own, named uniquely regardless
 * of case ('bookmark already exists'), at most `MAX_BOOKMARKS_PER_USER`. Someone else's bookmark
 * answers as if it did not exist.
 */
export function createBookmarksService(
  db: Database,
  { maxPerUser = MAX_BOOKMARKS_PER_USER }: BookmarksServiceOptions = {},
) {
  const repository = createBookmarksRepository(db);
  const notFound = () => new AppError('request.entity_not_found');
  const exists = () => new AppError('bookmark.exists', { field: 'name' });

  return {
    async list(userId: string, route?: BookmarkRoute): Promise<Bookmark[]> {
      return (await repository.list(userId, route)).map(presentBookmark);
    },

    async create(
      userId: string,
      input: { name: string; route: BookmarkRoute; filter: BookmarkFilter },
    ): Promise<Bookmark> {
      const result = await repository.create({ userId, ...input }, maxPerUser);
      if (result === 'exists') throw exists();
      if (result === 'limit') {
        throw new AppError('bookmark.limit_reached', { params: { max: maxPerUser } });
      }
      return presentBookmark(result);
    },

    /**
     * Renames the bookmark and/or switches its alert. Alerts exist for the lists with an alert
     * source only (`ALERT_BOOKMARK_ROUTES`): 422 on `alert` for another route's bookmark.
     */
    async update(userId: string, id: string, changes: UpdateBookmarkInput): Promise<Bookmark> {
      if (changes.name === undefined && changes.alert === undefined) {
        throw new AppError('validation.required', { field: 'name' });
      }
      if (changes.alert) {
        const found = await repository.find(userId, id);
        if (!found) throw notFound();
        if (!isAlertBookmarkRoute(found.route)) {
          throw new AppError('validation.invalid', { field: 'alert' });
        }
      }
      const result = await repository.update(userId, id, changes);
      if (result === 'exists') throw exists();
      if (!result) throw notFound();
      return presentBookmark(result);
    },

    /** The alert engine's source of saved filters. */
    alertFilters: (route: BookmarkRoute) => repository.alertFilters(route),

    async delete(userId: string, id: string): Promise<void> {
      if (!(await repository.delete(userId, id))) throw notFound();
    },

    /** How many bookmarks the user has. */
    count: (userId: string) => repository.countOf(userId),
  };
}

export type BookmarksService = ReturnType<typeof createBookmarksService>;
