import {
  AppError,
  decodeDirectoryCursor,
  DIRECTORY_PAGE_SIZE,
  directorySortOf,
  encodeDirectoryCursor,
  foreignDirectoryFilters,
  pageResource,
  detailPath,
  type ArtistForm,
  type DirectoryCard,
  type DirectoryCursor,
  type DirectoryList,
  type DirectoryPage,
  type DirectoryQuery,
  type DirectorySort,
  type OrganizationType,
  type PageKind,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { pictureUrls } from '../../platform/storage/picture-urls.ts';
import { DIRECTORY_SOURCES } from './directory-sources.sql.ts';
import { directoryPageSql } from './directory.sql.ts';

/** A card as the statement builds it. */
type CardRow = {
  kind: 'user' | PageKind;
  id: string;
  name: string;
  urlname: string | null;
  artistForm: ArtistForm | null;
  organizationType: OrganizationType | null;
  avatarKey: string | null;
  city: string | null;
  distanceKm: number | null;
  genres: string[];
  instruments: string[];
  followers: number;
  viewerFollows: boolean;
  gemaVerified: boolean;
  self: boolean;
};
type PageRow = { card: CardRow; sort_value: string; id: string };

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

export function presentDirectoryCard(row: CardRow): DirectoryCard {
  const resource =
    row.kind === 'user'
      ? detailPath('/user', row.name, row.id)
      : pageResource({ ...row, kind: row.kind });
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    resource,
    picture: row.avatarKey ? pictureUrls(row.avatarKey) : null,
    city: row.city,
    distanceKm: row.distanceKm,
    genres: row.genres,
    instruments: row.instruments,
    artistForm: row.artistForm,
    organizationType: row.organizationType,
    followers: row.followers,
    gemaVerified: row.gemaVerified,
    viewerFollows: row.viewerFollows,
    self: row.self,
  };
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
      const result = await db.execute<PageRow>(
        directoryPageSql(DIRECTORY_SOURCES[list], query, sort, viewerId ?? '', after, size),
      );
      const rows = result.rows;
      const page = rows.slice(0, size);
      const last = page.at(-1);
      return {
        items: page.map((row) => presentDirectoryCard(row.card)),
        next:
          rows.length > size && last
            ? encodeDirectoryCursor({ value: last.sort_value, id: last.id })
            : null,
      };
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
