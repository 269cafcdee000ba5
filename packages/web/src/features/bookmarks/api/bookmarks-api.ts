import {
  BookmarkDeletedSchema,
  BookmarkListSchema,
  BookmarkSchema,
  type Bookmark,
  type BookmarkFilter,
  type BookmarkRoute,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** All of the user's bookmarks, or those of one list route. */
export const bookmarksQueryKey = (route?: BookmarkRoute) =>
  route ? (['bookmarks', route] as const) : (['bookmarks'] as const);

export const fetchBookmarks = async (
  route?: BookmarkRoute,
  signal?: AbortSignal,
): Promise<Bookmark[]> => {
  const query = route ? `?route=${encodeURIComponent(route)}` : '';
  const list = await apiClient.request(`/bookmarks${query}`, {
    schema: BookmarkListSchema,
    signal,
  });
  return list.bookmarks;
};

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

export const deleteBookmark = (id: string) =>
  apiClient.request(`/bookmarks/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: BookmarkDeletedSchema,
  });
