import { describe, expect, it } from 'vitest';
import {
  BOOKMARK_ROUTES,
  BookmarkFilterSchema,
  CreateBookmarkInputSchema,
  bookmarkHref,
  filterFromSearchParams,
  queryFromFilter,
} from './bookmark.schema.ts';

describe('bookmark input', () => {
  it('trims the name and needs 1 to 60 characters', () => {
    expect(CreateBookmarkInputSchema.parse({ name: '  Jazz ', route: '/gigs' })).toEqual({
      name: 'Jazz',
      route: '/gigs',
      filter: {},
    });
    expect(CreateBookmarkInputSchema.safeParse({ name: '   ', route: '/gigs' }).success).toBe(
      false,
    );
    expect(
      CreateBookmarkInputSchema.safeParse({ name: 'x'.repeat(61), route: '/gigs' }).success,
    ).toBe(false);
    expect(
      CreateBookmarkInputSchema.safeParse({ name: 'x'.repeat(60), route: '/gigs' }).success,
    ).toBe(true);
  });

  it('accepts only the list routes of the spec', () => {
    for (const route of BOOKMARK_ROUTES) {
      expect(CreateBookmarkInputSchema.safeParse({ name: 'a', route }).success).toBe(true);
    }
    for (const route of ['/home', '/gigs/', '/user/settings', 'gigs']) {
      expect(CreateBookmarkInputSchema.safeParse({ name: 'a', route }).success).toBe(false);
    }
  });

  it('bounds the filter: flat strings or string lists with plain keys', () => {
    expect(BookmarkFilterSchema.safeParse({ a: 'x', b: ['y', 'z'] }).success).toBe(true);
    expect(BookmarkFilterSchema.safeParse({ a: { nested: 'x' } }).success).toBe(false);
    expect(BookmarkFilterSchema.safeParse({ a: 1 }).success).toBe(false);
    expect(BookmarkFilterSchema.safeParse({ _a: 'x' }).success).toBe(false);
    expect(BookmarkFilterSchema.safeParse({ a: 'x'.repeat(201) }).success).toBe(false);
    expect(BookmarkFilterSchema.safeParse({ a: Array(31).fill('x') }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, 'v']));
    expect(BookmarkFilterSchema.safeParse(many).success).toBe(false);
  });
});

describe('filters and URLs', () => {
  it('turns a query into a filter and back', () => {
    const pairs = [
      ['genre', 'jazz'],
      ['genre', 'rock'],
      ['city', 'Köln'],
      ['empty', ''],
      ['_x', '1'],
    ] as const;
    const params = {
      keys: () => pairs.map(([key]) => key),
      getAll: (key: string) => pairs.filter(([k]) => k === key).map(([, value]) => value),
    };
    const filter = filterFromSearchParams(params);
    expect(filter).toEqual({ genre: ['jazz', 'rock'], city: 'Köln' });
    expect(queryFromFilter(filter)).toBe('genre=jazz&genre=rock&city=K%C3%B6ln');
    expect(bookmarkHref({ route: '/gigs', filter })).toBe(
      '/gigs?genre=jazz&genre=rock&city=K%C3%B6ln',
    );
    expect(bookmarkHref({ route: '/event', filter: {} })).toBe('/event');
  });
});
