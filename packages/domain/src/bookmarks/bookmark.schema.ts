import { z } from 'zod/mini';
import { ID_PATTERN } from '../routing/route-params.ts';

/**
 * Bookmarks (spec section 3: "a unique name for a saved filter"; section 5: "A bookmark needs a
 * name, and the name must be unique"). A bookmark keeps the query parameters of one list route,
 * so applying it opens `route?filter`.
 */

/** The list routes of spec section 2 whose filters can be saved. */
export const BOOKMARK_ROUTES = [
  '/gigs',
  '/booking',
  '/marktplatz',
  '/musikersuche',
  '/verzeichnis/musiker',
  '/verzeichnis/livelocations',
  '/verzeichnis/bands',
  '/verzeichnis/firmen',
  '/themen',
  '/highlights',
  '/event',
  '/forum',
] as const;
export type BookmarkRoute = (typeof BOOKMARK_ROUTES)[number];
export const BookmarkRouteSchema = z.enum(BOOKMARK_ROUTES);

export const isBookmarkRoute = (value: string): value is BookmarkRoute =>
  (BOOKMARK_ROUTES as readonly string[]).includes(value);

/** Name length after trimming; the name is unique per user regardless of case. */
export const BOOKMARK_NAME_MAX_LENGTH = 60;
/** Bookmarks one account may keep ('bookmark.limit_reached' beyond). */
export const MAX_BOOKMARKS_PER_USER = 100;
/** Bounds of a saved filter: parameters, values per parameter, characters per value. */
export const BOOKMARK_FILTER_MAX_KEYS = 30;
export const BOOKMARK_FILTER_MAX_VALUES = 30;
export const BOOKMARK_FILTER_MAX_VALUE_LENGTH = 200;
/** A query parameter name: starts with a letter, at most 40 characters (so no `__proto__`). */
export const BOOKMARK_FILTER_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;

export const BookmarkNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(BOOKMARK_NAME_MAX_LENGTH));

const FilterValueSchema = z.string().check(z.maxLength(BOOKMARK_FILTER_MAX_VALUE_LENGTH));

/** The list's query parameters: a flat record of strings or lists of strings. */
export const BookmarkFilterSchema = z
  .record(
    z.string().check(z.regex(BOOKMARK_FILTER_KEY_PATTERN)),
    z.union([
      FilterValueSchema,
      z.array(FilterValueSchema).check(z.maxLength(BOOKMARK_FILTER_MAX_VALUES)),
    ]),
  )
  .check(z.refine((filter) => Object.keys(filter).length <= BOOKMARK_FILTER_MAX_KEYS));
export type BookmarkFilter = z.infer<typeof BookmarkFilterSchema>;

/** `POST /api/bookmarks`. */
export const CreateBookmarkInputSchema = z.object({
  name: BookmarkNameSchema,
  route: BookmarkRouteSchema,
  filter: z._default(BookmarkFilterSchema, {}),
});
export type CreateBookmarkInput = z.input<typeof CreateBookmarkInputSchema>;

/** `PATCH /api/bookmarks/:id`: rename. */
export const RenameBookmarkInputSchema = z.object({ name: BookmarkNameSchema });
export type RenameBookmarkInput = z.infer<typeof RenameBookmarkInputSchema>;

/**
 * The bookmark routes whose saved filters can alert (issue 18 item 5): a list that registered an
 * alert source on the server (`platform/alerts`).
 */
export const ALERT_BOOKMARK_ROUTES = [
  '/gigs',
  '/musikersuche',
] as const satisfies readonly BookmarkRoute[];
export const isAlertBookmarkRoute = (route: string): boolean =>
  (ALERT_BOOKMARK_ROUTES as readonly string[]).includes(route);

/**
 * `PATCH /api/bookmarks/:id`: rename it, or switch its alert ("alert me": new items that pass
 * the filter are notified and mailed in the daily digest), or both; at least one (the server
 * answers 422 `validation.required` on `name` for neither).
 */
export const UpdateBookmarkInputSchema = z.object({
  name: z.optional(BookmarkNameSchema),
  alert: z.optional(z.boolean()),
});
export type UpdateBookmarkInput = z.infer<typeof UpdateBookmarkInputSchema>;

/** `GET /api/bookmarks?route=`: only the bookmarks of one list route when given. */
export const BookmarkListQuerySchema = z.object({ route: z.optional(BookmarkRouteSchema) });
export type BookmarkListQuery = z.infer<typeof BookmarkListQuerySchema>;

export const BookmarkIdParamsSchema = z.object({ id: z.string().check(z.regex(ID_PATTERN)) });

/** A bookmark as the API presents it. */
export const BookmarkSchema = z.object({
  id: z.string(),
  name: z.string(),
  route: BookmarkRouteSchema,
  filter: BookmarkFilterSchema,
  /** Alerts on (only on `ALERT_BOOKMARK_ROUTES`). */
  alert: z.boolean(),
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof BookmarkSchema>;

export const BookmarkListSchema = z.object({ bookmarks: z.array(BookmarkSchema) });
export type BookmarkList = z.infer<typeof BookmarkListSchema>;

export const BookmarkDeletedSchema = z.object({ deleted: z.literal(true) });

/** What the filter helpers need of `URLSearchParams` (the domain has no DOM types). */
export type SearchParamsLike = {
  keys(): Iterable<string>;
  getAll(key: string): string[];
};

/** Query parameters that say where in a list one is, not what it shows: never saved. */
export const BOOKMARK_POSITION_PARAMS: readonly string[] = ['page'];

/**
 * A list screen's query (`URLSearchParams`) as a bookmark filter: repeated parameters become
 * lists; empty values, the page and parameters that cannot be saved are left out.
 */
export function filterFromSearchParams(params: SearchParamsLike): BookmarkFilter {
  const filter: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (!BOOKMARK_FILTER_KEY_PATTERN.test(key) || BOOKMARK_POSITION_PARAMS.includes(key)) continue;
    const values = params
      .getAll(key)
      .filter((value) => value !== '' && value.length <= BOOKMARK_FILTER_MAX_VALUE_LENGTH)
      .slice(0, BOOKMARK_FILTER_MAX_VALUES);
    const [first] = values;
    if (first === undefined) continue;
    filter[key] = values.length === 1 ? first : values;
    if (Object.keys(filter).length >= BOOKMARK_FILTER_MAX_KEYS) break;
  }
  return filter;
}

/** A bookmark filter as a query string without `?` (repeated parameters for lists). */
export function queryFromFilter(filter: BookmarkFilter): string {
  return Object.entries(filter)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encodeURIComponent(key)}=${encodeURIComponent(item)}`,
      ),
    )
    .join('&');
}

/** Where applying a bookmark leads: its route with its filter as the query. */
export function bookmarkHref(bookmark: Pick<Bookmark, 'route' | 'filter'>): string {
  const query = queryFromFilter(bookmark.filter);
  return query ? `${bookmark.route}?${query}` : bookmark.route;
}
