import {
  AppError,
  decodeDirectoryCursor,
  DIRECTORY_PAGE_SIZE,
  directorySortOf,
  foreignDirectoryFilters,
  type DirectoryCursor,
  type DirectoryList,
  type DirectoryPage,
  type DirectoryQuery,
  type DirectorySort,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { presentDirectoryPage, type DirectoryRow } from './directory.presenter.ts';
import { DIRECTORY_SOURCES } from './directory-sources.sql.ts';
import { directoryPageSql } from './directory.sql.ts';

const CURSOR_VALUE_FORMATS: Record<DirectorySort, RegExp> = {
  newest: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  followed: /^\d{1,10}$/,
  relevance: /^-?\d+(\.\d+)?(e-?\d+)?$/,
  nearest: /^-?\d+(\.\d+)?(e-?\d+)?$/,
};

/** The cursor of the `after` parameter, checked against the order it was written for. */
function cursorOf(text: string | undefined, sort: DirectorySort): DirectoryCursor | null {
  if (text === undefined) return null;
  const cursor = decodeDirectoryCursor(text);
  if (!cursor || !CURSOR_VALUE_FORMATS[sort].test(String(cursor.value))) {
    throw new AppError('directory.invalid_cursor', { field: 'after' });
  }
  return cursor;
}

/**
 * The directory (spec section 1): musicians, live locations, bands and companies. One statement
 * per page (directory.sql.ts), keyset-paged.
 */
export function createDirectoryService(db: Database) {
  return {
    async list(
      list: DirectoryList,
      query: DirectoryQuery,
      viewerId: string | null,
    ): Promise<DirectoryPage> {
      const foreign = foreignDirectoryFilters(list, query);
      if (foreign.length > 0) {
        throw new AppError('directory.filter_not_available', { field: foreign[0] });
      }
      const sort = directorySortOf(query);
      const after = cursorOf(query.after, sort);
      const size = Number(query.size ?? DIRECTORY_PAGE_SIZE) || DIRECTORY_PAGE_SIZE;
      const result = await db.execute<DirectoryRow>(
        directoryPageSql(DIRECTORY_SOURCES[list], query, sort, viewerId ?? '', after, size),
      );
      return presentDirectoryPage(result.rows, size);
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
