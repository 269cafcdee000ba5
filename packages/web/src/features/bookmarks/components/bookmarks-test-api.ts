import type { Bookmark } from '@backline/domain';
import { apiError, mockApi, reply } from '../../../test/api.ts';

/** A bookmark as the API presents it; tests override what they need. */
export const bookmark = (overrides: Partial<Bookmark>): Bookmark => ({
  id: 'bookmark01',
  name: 'Jazz',
  route: '/gigs',
  filter: { genre: 'jazz' },
  alert: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/**
 * The bookmarks API on the test server (`mockApi`), keeping the bookmarks in memory and answering
 * like the server, including the case-insensitive 409 'bookmark.exists' on the field `name`.
 */
export function mockBookmarksApi(initial: Bookmark[]) {
  let bookmarks = [...initial];
  let nextId = 1;
  const taken = (name: string, except?: string) =>
    bookmarks.some((b) => b.id !== except && b.name.toLowerCase() === name.toLowerCase());
  const api = mockApi({
    'GET /bookmarks': ({ query }) => {
      const route = query.get('route');
      return { bookmarks: bookmarks.filter((b) => !route || b.route === route) };
    },
    'POST /bookmarks': ({ body }) => {
      const input = body as Pick<Bookmark, 'name' | 'route' | 'filter'>;
      if (taken(input.name)) return apiError(409, 'bookmark.exists', 'name');
      const created: Bookmark = {
        id: `bm${String(nextId++).padStart(8, '0')}`,
        createdAt: '2026-11-23T10:00:00.000Z',
        alert: false,
        ...input,
      };
      bookmarks.push(created);
      return reply(201, created);
    },
    'PATCH /bookmarks/:id': ({ params, body }) => {
      const target = bookmarks.find((b) => b.id === params.id);
      if (!target) return apiError(404, 'request.entity_not_found');
      const { name, alert } = body as { name?: string; alert?: boolean };
      if (name !== undefined) {
        if (taken(name, target.id)) return apiError(409, 'bookmark.exists', 'name');
        target.name = name;
      }
      if (alert !== undefined) target.alert = alert;
      return target;
    },
    'DELETE /bookmarks/:id': ({ params }) => {
      bookmarks = bookmarks.filter((b) => b.id !== params.id);
      return { deleted: true };
    },
  });
  return { ...api, current: () => bookmarks };
}
