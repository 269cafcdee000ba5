import { vi } from 'vitest';
import type { Bookmark } from '@backline/domain';
import { jsonResponse } from '../../../test/fixtures.ts';

export type Call = { method: string; url: string; body: unknown };

/**
 * A stand-in for the bookmarks API in `fetch` (component tests): keeps the bookmarks in memory
 * and answers like the server, including the case-insensitive 409 'bookmark.exists'.
 */
export function fakeBookmarksApi(initial: Bookmark[]) {
  let bookmarks = [...initial];
  const calls: Call[] = [];
  let nextId = 1;
  const exists = () =>
    jsonResponse(409, {
      code: 'bookmark.exists',
      message: 'Ein Lesezeichen mit diesem Namen gibt es bereits.',
      field: 'name',
    });
  const taken = (name: string, except?: string) =>
    bookmarks.some((b) => b.id !== except && b.name.toLowerCase() === name.toLowerCase());
  const spy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url: `${url.pathname}${url.search}`, body });
    const id = url.pathname.split('/')[3];
    if (method === 'GET') {
      const route = url.searchParams.get('route');
      return jsonResponse(200, {
        bookmarks: bookmarks.filter((b) => !route || b.route === route),
      });
    }
    if (method === 'POST') {
      if (taken(body.name)) return exists();
      const created: Bookmark = {
        id: `bm${String(nextId++).padStart(8, '0')}`,
        createdAt: '2026-11-23T10:00:00.000Z',
        ...body,
      };
      bookmarks.push(created);
      return jsonResponse(201, created);
    }
    const target = bookmarks.find((b) => b.id === id);
    if (!target) return jsonResponse(404, { code: 'request.entity_not_found', message: '' });
    if (method === 'PATCH') {
      if (taken(body.name, target.id)) return exists();
      target.name = body.name;
      return jsonResponse(200, target);
    }
    bookmarks = bookmarks.filter((b) => b.id !== id);
    return jsonResponse(200, { deleted: true });
  });
  return { calls, spy, current: () => bookmarks };
}

export const bookmark = (overrides: Partial<Bookmark>): Bookmark => ({
  id: 'bookmark01',
  name: 'Jazz',
  route: '/gigs',
  filter: { genre: 'jazz' },
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
