import { isBookmarkRoute, type Bookmark } from '@backline/domain';
import type { BookmarkRow } from '../../db/schema/index.ts';

/** A bookmark row as the API shows it (explicit fields only). */
export function presentBookmark(row: BookmarkRow): Bookmark {
  if (!isBookmarkRoute(row.route)) throw new Error(`Bookmark ${row.id} has an unknown route.`);
  return {
    id: row.id,
    name: row.name,
    route: row.route,
    filter: row.filter,
    alert: row.alert,
    createdAt: row.createdAt.toISOString(),
  };
}
