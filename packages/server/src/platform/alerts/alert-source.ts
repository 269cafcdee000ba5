import type { BookmarkFilter, BookmarkRoute } from '@backline/domain';

/** A saved filter with alerts on: the bookmark, its owner and the list query it stores. */
export type AlertFilter = {
  bookmarkId: string;
  userId: string;
  name: string;
  filter: BookmarkFilter;
};

/** A new item of a list as an alert tells of it. */
export type AlertItem = {
  title: string;
  /** Its address in the app (`/booking/{slug}-{id}`, `/contactad/{slug}-{id}`). */
  path: string;
  /** Who published it: never alerted of their own item. */
  publisherUserId: string;
};

/**
 * A list whose saved filters can alert (issue 18 item 5), registered by the module that owns the
 * list through `BacklineModule.alertSources`. For one new item and a batch of saved filters of
 * its route, `match` answers in ONE statement the item (null when it is not listed any more) and
 * the bookmarks whose filter lets it through, reusing the list's own filter SQL, so an alert
 * means exactly what the list shows.
 */
export type AlertSource = {
  /** The bookmark route of the list (`/gigs`, `/musikersuche`). */
  route: BookmarkRoute;
  match(
    itemId: string,
    filters: readonly AlertFilter[],
  ): Promise<{ item: AlertItem; bookmarkIds: string[] } | null>;
};

/** A stored filter as the list's query: a list of values is the comma-separated form. */
export const queryOfFilter = (filter: BookmarkFilter): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filter).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(',') : value,
    ]),
  );
