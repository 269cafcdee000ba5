import { queryOptions } from '@tanstack/react-query';
import {
  BookmarkDeletedSchema,
  BookmarkListSchema,
  BookmarkSchema,
  type Bookmark,
  type BookmarkFilter,
  type BookmarkRoute,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** Every query of the bookmarks (all of them, and each list route's). */
export const BOOKMARKS_KEY = ['bookmarks'] as const;

export const fetchBookmarks = async (
  route?: BookmarkRoute,
  signal?: AbortSignal,
): Promise<Bookmark[]> => {
  const list = await apiClient.request('/bookmarks', {
    query: { route },
    schema: BookmarkListSchema,
    signal,
  });
  return list.bookmarks;
};

/** All of the user's bookmarks, or those of one list route (`GET /api/bookmarks?route=`). */
export const bookmarksQuery = (route?: BookmarkRoute) =>
  queryOptions({
    queryKey: route ? [...BOOKMARKS_KEY, route] : BOOKMARKS_KEY,
    queryFn: ({ signal }) => fetchBookmarks(route, signal),
  });

export const createBookmark = (input: {
  name: string;
  route: BookmarkRoute;
  filter: BookmarkFilter;
}): Promise<Bookmark> =>
  apiClient.request('/bookmarks', { method: 'POST', json: input, schema: BookmarkSchema });

export const renameBookmark = (id: string, name: string): Promise<Bookmark> =>
  apiClient.request(`/bookmarks/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { name },
    schema: BookmarkSchema,
  });

/** "Alert me" on or off (`PATCH /api/bookmarks/:id` with `alert`). */
export const setBookmarkAlert = (id: string, alert: boolean): Promise<Bookmark> =>
  apiClient.request(`/bookmarks/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { alert },
    schema: BookmarkSchema,
  });

export const deleteBookmark = (id: string) =>
  apiClient.request(`/bookmarks/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: BookmarkDeletedSchema,
  });
